import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const canvas = style({
  position: "relative",
  height: 220,
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: "radial-gradient(circle at 50% 50%, #1d1850, #0b0d1a 70%)",
});
export const ripple = style({
  position: "absolute",
  borderRadius: "50%",
  borderWidth: 2,
  borderStyle: "solid",
  transform: "translate(-50%, -50%)",
  pointerEvents: "none",
  "@media": { "(prefers-reduced-motion: reduce)": { display: "none" } },
});
