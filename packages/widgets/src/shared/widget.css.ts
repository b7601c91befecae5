import { globalStyle, style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

// Shared building blocks of the widgets. Each widget root resets what a hostile host could inherit into
// the shadow tree (font, colour, line height, letter spacing, text alignment).
export const root = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  gap: `calc(${vars.space} * 0.75)`,
  padding: vars.space,
  maxWidth: 560,
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  lineHeight: 1.45,
  fontWeight: 400,
  fontStyle: "normal",
  letterSpacing: "normal",
  wordSpacing: "normal",
  textAlign: "start",
  textTransform: "none",
  textIndent: 0,
  textShadow: "none",
  whiteSpace: "normal",
  visibility: "visible",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
globalStyle(":host", { display: "block" });
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: "border-box" });
globalStyle(`${root} :focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });

export const header = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8 });
export const title = style({ margin: 0, fontSize: fontSize(16), fontWeight: 700 });
export const badge = style({
  fontSize: fontSize(12),
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: 600,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const field = style({
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: "8px 10px",
  minWidth: 0,
});

export const button = style({
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  border: "none",
  borderRadius: vars.radius.md,
  padding: "8px 14px",
  color: vars.color.accentText,
  background: vars.color.accent,
  selectors: { "&:disabled": { cursor: "not-allowed", opacity: 0.55 } },
});
export const ghostButton = style([
  button,
  { color: vars.color.text, background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}` },
]);

export const label = style({ fontSize: fontSize(12), fontWeight: 600, color: vars.color.textMuted });
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(110px, 1fr))",
  gap: 8,
  margin: 0,
});
export const stat = style({ background: vars.color.surfaceMuted, borderRadius: vars.radius.md, padding: "8px 10px" });
export const statLabel = style({ fontSize: fontSize(11), color: vars.color.textMuted, textTransform: "uppercase" });
export const statValue = style({ margin: 0, fontSize: fontSize(18), fontWeight: 700 });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 8,
});
export const card = style({
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
