import { style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

const edge = 20;

export const launcher = style({
  position: "fixed",
  bottom: edge,
  right: edge,
  zIndex: 2147483000,
  display: "inline-flex",
  alignItems: "center",
  gap: 8,
  padding: "12px 18px",
  border: "none",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: "inherit",
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  fontWeight: 700,
  cursor: "pointer",
  boxShadow: "0 8px 24px rgba(0, 0, 0, 0.25)",
  selectors: {
    '&[data-position="bottom-left"]': { right: "auto", left: edge },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const panel = style({
  position: "fixed",
  bottom: edge + 60,
  right: edge,
  zIndex: 2147483001,
  width: "min(420px, calc(100vw - 40px))",
  maxHeight: "calc(100vh - 100px)",
  overflow: "auto",
  borderRadius: vars.radius.lg,
  boxShadow: "0 16px 48px rgba(0, 0, 0, 0.35)",
  selectors: {
    '&[data-position="bottom-left"]': { right: "auto", left: edge },
    "&[hidden]": { display: "none" },
  },
});

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 2147483000,
  background: "rgba(5, 6, 15, 0.55)",
  selectors: { "&[hidden]": { display: "none" } },
});

export const popup = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  zIndex: 2147483001,
  width: "min(560px, calc(100vw - 32px))",
  maxHeight: "calc(100vh - 32px)",
  overflow: "auto",
  borderRadius: vars.radius.lg,
  boxShadow: "0 16px 48px rgba(0, 0, 0, 0.35)",
  selectors: { "&[hidden]": { display: "none" } },
});

export const close = style({
  position: "absolute",
  top: 10,
  right: 10,
  zIndex: 1,
  width: 32,
  height: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: fontSize(18),
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
