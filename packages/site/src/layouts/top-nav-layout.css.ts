import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 16,
  padding: "12px clamp(16px, 4vw, 40px)",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({ margin: 0, fontSize: 18, fontWeight: 800 });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 4 });
export const link = style({
  display: "block",
  padding: "6px 12px",
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: vars.color.textMuted,
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.text, fontWeight: 600 },
  },
});
export const main = style({ padding: "24px clamp(16px, 4vw, 40px)", minWidth: 0 });
