import { vars } from "@hub-of-minds/widgets/theme";
import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { badgeTones } from "./badge-tones";

const reducedMotion = "(prefers-reduced-motion: reduce)";

const drift = keyframes({
  "0%": { backgroundPosition: "0% 50%" },
  "50%": { backgroundPosition: "100% 50%" },
  "100%": { backgroundPosition: "0% 50%" },
});
const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });
const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(-6px)" },
  to: { opacity: 1, transform: "none" },
});

export const backdrop = style({
  minHeight: "100vh",
  background: `radial-gradient(ellipse at 15% 0%, rgba(139, 123, 255, 0.22), transparent 55%),
    radial-gradient(ellipse at 85% 10%, rgba(61, 220, 151, 0.12), transparent 50%), ${vars.color.bg}`,
});

export const topBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "8px 16px",
  padding: "12px 24px",
  borderBottom: `1px solid ${vars.color.border}`,
  background: "rgba(11, 13, 26, 0.7)",
  backdropFilter: "blur(8px)",
});
export const brand = style({ fontWeight: 800, textDecoration: "none", marginRight: 8 });
export const topLinks = style({ display: "flex", flexWrap: "wrap", gap: 4, margin: 0, padding: 0, listStyle: "none" });
export const topLink = style({
  display: "inline-block",
  padding: "4px 10px",
  borderRadius: vars.radius.pill,
  textDecoration: "none",
  fontSize: 14,
  color: vars.color.textMuted,
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.accentSoft },
  },
});

export const page = style({
  maxWidth: 1200,
  margin: "0 auto",
  padding: "32px clamp(16px, 4vw, 24px) 64px",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: 28,
});

export const hero = style({ display: "grid", gap: 8 });
export const eyebrow = style({
  margin: 0,
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  color: vars.color.accent,
});
export const title = style({
  margin: 0,
  fontSize: "clamp(28px, 4vw, 42px)",
  fontWeight: 800,
  lineHeight: 1.15,
  background: "linear-gradient(90deg, #c4b5fd, #8b7bff 40%, #5eead4)",
  backgroundSize: "200% 200%",
  WebkitBackgroundClip: "text",
  backgroundClip: "text",
  color: "transparent",
  animation: `${drift} 12s ease infinite`,
  "@media": { [reducedMotion]: { animation: "none" } },
});
export const lead = style({ margin: 0, maxWidth: 760, color: vars.color.textMuted, fontSize: 16 });

export const sectionTitle = style({ margin: "0 0 12px", fontSize: 20, fontWeight: 700 });
export const cardTitle = style({ margin: 0, fontSize: 17, fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const small = style({ fontSize: 13 });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(260px, 100%), 1fr))",
  gap: 16,
});
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(340px, 100%), 1fr))",
  gap: 20,
  alignItems: "start",
});
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 10 });
export const spread = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 10 });

export const card = style({
  display: "grid",
  gap: 10,
  alignContent: "start",
  padding: 20,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(160deg, ${vars.color.surface}, ${vars.color.surfaceMuted})`,
  border: `1px solid ${vars.color.border}`,
});

export const statTile = style([card, { gap: 4 }]);
export const statLabel = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const statValue = style({ margin: 0, fontSize: 28, fontWeight: 800, fontVariantNumeric: "tabular-nums" });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  padding: "9px 16px",
  borderRadius: vars.radius.md,
  font: "inherit",
  fontWeight: 650,
  cursor: "pointer",
  textDecoration: "none",
  border: "1px solid transparent",
  transition: "transform 120ms ease, background 120ms ease",
  selectors: {
    "&:hover:not(:disabled)": { transform: "translateY(-1px)" },
    "&:disabled": { cursor: "not-allowed", opacity: 0.5 },
  },
  "@media": { [reducedMotion]: { transition: "none", selectors: { "&:hover:not(:disabled)": { transform: "none" } } } },
});
export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.accent, color: vars.color.accentText }],
  secondary: [
    buttonBase,
    { background: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border },
  ],
  ghost: [buttonBase, { background: "transparent", color: vars.color.text, borderColor: vars.color.border }],
});

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: "nowrap",
  background: vars.color.accentSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});
export const tone = styleVariants(badgeTones);

export const meterTrack = style({
  height: 10,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});
export const meterFill = style({
  height: "100%",
  borderRadius: vars.radius.pill,
  background: "linear-gradient(90deg, #8b7bff, #5eead4)",
  transition: "width 400ms ease",
  "@media": { [reducedMotion]: { transition: "none" } },
});
export const meterLabel = style({ display: "flex", justifyContent: "space-between", gap: 8, fontSize: 14 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 10 });
export const listItem = style({
  display: "grid",
  gap: 6,
  padding: "12px 14px",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  animation: `${slideIn} 300ms ease`,
  "@media": { [reducedMotion]: { animation: "none" } },
});
export const live = style({
  display: "inline-block",
  width: 8,
  height: 8,
  borderRadius: "50%",
  background: vars.color.success,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { [reducedMotion]: { animation: "none" } },
});

export const empty = style({
  padding: "28px 16px",
  textAlign: "center",
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 4,
  padding: 4,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  width: "fit-content",
  maxWidth: "100%",
});
export const tabTrigger = style({
  padding: "8px 14px",
  borderRadius: vars.radius.sm,
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontWeight: 650,
  cursor: "pointer",
  selectors: {
    '&[data-state="active"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:hover:not([data-state="active"])': { color: vars.color.text },
  },
});
export const tabPanel = style({ display: "grid", gap: 16, paddingTop: 16 });

export const field = style({ display: "grid", gap: 6 });
export const label = style({ fontSize: 14, fontWeight: 650 });
const control = style({
  width: "100%",
  padding: "9px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: "inherit",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const input = style([control]);
export const textarea = style([control, { minHeight: 110, resize: "vertical" }]);
export const select = style([control]);
export const fieldError = style({ margin: 0, fontSize: 13, fontWeight: 600, color: vars.color.danger });
export const formError = style({
  margin: 0,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

export const srOnly = style({
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

globalStyle(`${list} > li > p`, { margin: 0 });
