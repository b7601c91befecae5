import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const cardButton = style({
  display: "grid",
  gridTemplateColumns: "64px 1fr",
  gap: 14,
  alignItems: "start",
  width: "100%",
  padding: 16,
  textAlign: "left",
  font: "inherit",
  color: vars.color.text,
  cursor: "pointer",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.surface}, ${vars.color.surfaceMuted})`,
  transition: "border-color 150ms ease, transform 150ms ease",
  // 56 cards with generated avatars: those below the fold are laid out and painted only when scrolled to.
  contentVisibility: "auto",
  containIntrinsicSize: "auto 140px",
  selectors: { "&:hover": { borderColor: vars.color.accent, transform: "translateY(-2px)" } },
  "@media": {
    "(prefers-reduced-motion: reduce)": { transition: "none", selectors: { "&:hover": { transform: "none" } } },
  },
});
export const cardText = style({ display: "grid", gap: 4, minWidth: 0 });
export const avatar = style({ borderRadius: "50%", display: "block" });

export const overlay = style({ position: "fixed", inset: 0, background: "rgba(5, 6, 15, 0.72)", zIndex: 40 });
export const dialog = style({
  position: "fixed",
  zIndex: 41,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(640px, calc(100vw - 32px))",
  maxHeight: "calc(100vh - 48px)",
  overflowY: "auto",
  display: "grid",
  gap: 14,
  padding: 24,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const dialogHeader = style({ display: "grid", gridTemplateColumns: "96px 1fr", gap: 16, alignItems: "center" });
export const dialogTitle = style({ margin: 0, fontSize: 24 });
export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "6px 14px", margin: 0 });
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0 });
export const filters = style({
  display: "grid",
  gridTemplateColumns: "minmax(220px, 2fr) minmax(160px, 1fr)",
  gap: 12,
  "@media": { "(max-width: 600px)": { gridTemplateColumns: "1fr" } },
});
