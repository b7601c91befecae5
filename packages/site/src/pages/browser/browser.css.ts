import { vars } from "@hub-of-minds/widgets/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "260px minmax(0, 1fr)",
  gap: 16,
  alignItems: "start",
  "@media": { "(max-width: 900px)": { gridTemplateColumns: "1fr" } },
});

export const platformButton = style({
  display: "grid",
  gap: 2,
  width: "100%",
  padding: "10px 12px",
  textAlign: "left",
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft } },
});

export const promptRow = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8 });

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 8,
  alignItems: "center",
  padding: 8,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const address = style({ flex: "1 1 240px", minWidth: 0 });
globalStyle(`${address} input`, { width: "100%" });

export const tabs = style({ display: "flex", flexWrap: "wrap", gap: 4 });
export const tab = style({
  padding: "6px 12px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontSize: 13,
  cursor: "pointer",
  selectors: { '&[aria-selected="true"]': { background: vars.color.accentSoft, color: vars.color.text } },
});

// Spec 000: the panel is 800 px tall, 720 px on smaller screens.
export const panel = style({
  height: 800,
  display: "flex",
  flexDirection: "column",
  gap: 8,
  "@media": { "(max-width: 900px)": { height: 720 } },
});
export const chatFrame = style({ flex: 1, minHeight: 0, overflow: "auto" });
// The chat widget keeps an embed-friendly width of its own; in the panel it takes the full width.
globalStyle(`${chatFrame} > *`, { maxWidth: "none" });
export const placeholder = style({
  flex: 1,
  display: "grid",
  placeItems: "center",
  alignContent: "center",
  gap: 12,
  textAlign: "center",
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

/** On a phone the browser and its chat come first; the platform list (and its prompts) follows. */
export const browserColumn = style({ "@media": { "(max-width: 900px)": { order: -1 } } });
