import { vars } from "@hub-of-minds/widgets/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(180px, 240px) 1fr",
  gap: 16,
  minWidth: 0,
  "@media": { "(max-width: 720px)": { gridTemplateColumns: "1fr" } },
});
export const files = style({ display: "flex", flexDirection: "column", gap: 12 });
export const fileButton = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 8,
  width: "100%",
  padding: "8px 10px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: "inherit",
  fontFamily: vars.font.mono,
  fontSize: 13,
  textAlign: "left",
  cursor: "pointer",
  selectors: { '&[aria-current="true"]': { background: vars.color.accentSoft, borderColor: vars.color.accent } },
});

/** The editor's column: never wider than the card, so the page does not scroll sideways on a phone. */
export const main = style({ display: "flex", flexDirection: "column", gap: 12, minWidth: 0 });
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "8px 12px",
});
export const filename = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: 15,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
export const editorFrame = style({ minWidth: 0 });
// Phones zoom into a text field whose text is under 16 px, and the page then scrolls sideways.
globalStyle(`${editorFrame} .cm-editor`, { fontSize: 13, "@media": { "(max-width: 720px)": { fontSize: 16 } } });

export const problemsTitle = style({ margin: 0, fontSize: 14, fontWeight: 700, color: vars.color.danger });
export const problem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: "4px 12px",
  width: "100%",
  padding: "8px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid ${vars.color.danger}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: "inherit",
  fontSize: 13,
  textAlign: "left",
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.danger } },
});
export const problemPlace = style({
  fontFamily: vars.font.mono,
  fontWeight: 700,
  color: vars.color.danger,
  whiteSpace: "nowrap",
});
export const problemMessage = style({ minWidth: 0, overflowWrap: "anywhere" });
export const refusal = style({
  margin: 0,
  fontSize: 13,
  color: vars.color.danger,
  fontWeight: 600,
  overflowWrap: "anywhere",
});
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: 12,
});
