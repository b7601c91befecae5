import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const content = style({
  zIndex: 60,
  maxWidth: 260,
  padding: "6px 10px",
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: 13,
  lineHeight: 1.4,
});
export const arrow = style({ fill: vars.color.text });
