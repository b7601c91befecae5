import { vars } from "@hub-of-minds/widgets/theme";
import { style, styleVariants } from "@vanilla-extract/css";

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: "flex",
  flexDirection: "column",
  gap: 8,
  width: "100%",
  margin: 0,
  padding: 16,
  listStyle: "none",
  outline: "none",
  "@media": { "(min-width: 768px)": { maxWidth: 420 } },
});

const base = style({
  display: "grid",
  gap: 4,
  padding: "14px 40px 14px 16px",
  position: "relative",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  boxShadow: "0 8px 30px rgb(0 0 0 / 0.35)",
  selectors: {
    '&[data-swipe="move"]': { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    '&[data-swipe="end"]': { transform: "translateX(var(--radix-toast-swipe-end-x))" },
  },
});

export const toast = styleVariants({
  default: [base, { background: vars.color.surface, color: vars.color.text }],
  // Dark text on the red keeps the contrast axe asks for.
  destructive: [base, { background: vars.color.danger, color: "#1a0006", borderColor: vars.color.danger }],
});

export const title = style({ margin: 0, fontWeight: 700 });
export const description = style({ margin: 0, fontSize: 14, opacity: 0.9 });
export const close = style({
  position: "absolute",
  top: 8,
  right: 8,
  border: "none",
  background: "transparent",
  color: "inherit",
  fontSize: 18,
  lineHeight: 1,
  cursor: "pointer",
  padding: 4,
});
