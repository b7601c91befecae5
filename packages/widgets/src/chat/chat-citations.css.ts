import { style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

// The footnotes load with their own chunk (the first answer that has sources), so their styles do too
// (shared/chunk-styles.ts).
// The sources under a grounded answer: numbered footnotes, each opening its passage.
export const citations = style({
  listStyle: "none",
  margin: "4px 0 0",
  padding: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: 4,
  fontSize: fontSize(12),
});
export const citation = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", maxWidth: "100%" });
export const citationButton = style({
  font: "inherit",
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  maxWidth: "100%",
  cursor: "pointer",
  padding: "2px 10px 2px 2px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.text,
  textAlign: "start",
  selectors: { '&[data-state="open"]': { background: vars.color.surfaceMuted, borderColor: vars.color.accent } },
});
export const citationNumber = style({
  flex: "none",
  minWidth: 18,
  padding: "0 4px",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  fontWeight: 700,
  textAlign: "center",
});
export const citationTitle = style({ overflowWrap: "anywhere" });
/** An answer's [n]: a small raised number that opens footnote n. */
export const citeMarker = style({
  font: "inherit",
  fontSize: "0.75em",
  fontWeight: 700,
  lineHeight: 1,
  verticalAlign: "super",
  minWidth: 16,
  margin: "0 1px",
  padding: "1px 4px",
  cursor: "pointer",
  border: "none",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
});
export const passage = style({
  margin: "4px 0 2px",
  padding: "6px 10px",
  borderInlineStart: `3px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  selectors: { "&[hidden]": { display: "none" } },
});
