import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const overlay = style({ position: "fixed", inset: 0, zIndex: 50, background: "rgb(5 6 15 / 0.7)" });
export const content = style({
  position: "fixed",
  zIndex: 51,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  display: "flex",
  flexDirection: "column",
  gap: 14,
  width: "calc(100vw - 24px)",
  maxWidth: 960,
  maxHeight: "calc(100vh - 24px)",
  overflowY: "auto",
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  boxShadow: "0 20px 60px rgb(0 0 0 / 0.5)",
});
export const title = style({ margin: 0, fontSize: 20, fontWeight: 800 });
export const close = style({ position: "absolute", top: 12, right: 12 });
