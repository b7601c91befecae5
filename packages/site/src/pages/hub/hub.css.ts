import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const hero = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: 16,
  padding: "32px clamp(16px, 4vw, 40px)",
  marginBottom: 24,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  transition: "background 1s ease",
  overflow: "hidden",
});
export const filterButton = style({
  selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText } },
});
export const linkList = style({ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", margin: 0, padding: 0 });
