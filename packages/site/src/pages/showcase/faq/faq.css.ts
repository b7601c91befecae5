import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const categoryButton = style({
  padding: "6px 14px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText } },
});
export const question = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: 12,
  width: "100%",
  padding: "14px 16px",
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontWeight: 700,
  textAlign: "left",
  cursor: "pointer",
});
export const chevron = style({
  transition: "transform 150ms ease",
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const answer = style({ padding: "0 16px 16px", display: "grid", gap: 8 });
