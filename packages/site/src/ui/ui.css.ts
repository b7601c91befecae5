import { vars } from "@hub-of-minds/widgets/theme";
import { keyframes, style, styleVariants } from "@vanilla-extract/css";

/** The building blocks every hub screen shares: cards, badges, buttons, bars, states. */

export const pageHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 16,
  marginBottom: 24,
});
export const pageTitle = style({ margin: 0, fontSize: "clamp(22px, 3vw, 30px)", fontWeight: 800 });
export const pageSubtitle = style({ margin: "4px 0 0", color: vars.color.textMuted });
export const muted = style({ color: vars.color.textMuted });
export const small = style({ fontSize: 13 });
/** A form's sentence about what went wrong, beside the field. */
export const errorText = style({ margin: 0, fontSize: 13, color: vars.color.danger, fontWeight: 600 });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 });
export const spread = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 12 });
export const stack = style({ display: "flex", flexDirection: "column", gap: 12 });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 300px), 1fr))",
  gap: 16,
});
export const gridSmall = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 180px), 1fr))",
  gap: 16,
});
export const section = style({ marginTop: 24 });
export const sectionTitle = style({ margin: "0 0 12px", fontSize: 20, fontWeight: 700 });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: 12,
  minWidth: 0,
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const cardHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 12,
  flexWrap: "wrap",
});
export const cardTitle = style({ margin: 0, fontSize: 17, fontWeight: 700 });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 10,
});
export const listItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 12,
  minWidth: 0,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const ellipsis = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const bigNumber = style({ margin: 0, fontSize: 28, fontWeight: 800 });

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: "nowrap",
  border: "1px solid transparent",
});
export const badge = styleVariants({
  default: [badgeBase, { background: vars.color.accent, color: vars.color.accentText }],
  outline: [badgeBase, { borderColor: vars.color.border, color: vars.color.text }],
  success: [badgeBase, { background: "rgb(61 220 151 / 0.15)", color: vars.color.success }],
  danger: [badgeBase, { background: "rgb(255 107 129 / 0.15)", color: vars.color.danger }],
  destructive: [badgeBase, { background: vars.color.danger, color: "#1a0006" }],
  warning: [badgeBase, { background: "rgb(255 200 87 / 0.15)", color: vars.color.warning }],
  accent: [badgeBase, { background: vars.color.accentSoft, color: vars.color.text }],
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  minHeight: 36,
  padding: "8px 14px",
  borderRadius: vars.radius.md,
  border: "1px solid transparent",
  font: "inherit",
  fontWeight: 600,
  fontSize: 14,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:disabled, &[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed" } },
});
export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.accent, color: vars.color.accentText }],
  secondary: [
    buttonBase,
    { background: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border },
  ],
  ghost: [buttonBase, { background: "transparent", color: vars.color.text }],
  danger: [buttonBase, { background: vars.color.danger, color: "#1a0006" }],
});

export const dot = styleVariants({
  on: { width: 10, height: 10, flexShrink: 0, borderRadius: "50%", background: vars.color.success },
  off: { width: 10, height: 10, flexShrink: 0, borderRadius: "50%", background: vars.color.danger },
});

export const progressTrack = style({
  height: 8,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: "hidden",
});
export const progressFill = style({ height: "100%", borderRadius: vars.radius.pill, background: vars.color.accent });

export const state = style({
  display: "grid",
  placeItems: "center",
  gap: 12,
  minHeight: 160,
  padding: 24,
  textAlign: "center",
  color: vars.color.textMuted,
});

const pulse = keyframes({ "0%, 100%": { opacity: 0.45 }, "50%": { opacity: 0.9 } });
export const skeleton = style({
  height: 72,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const input = style({
  minHeight: 38,
  padding: "8px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: "inherit",
  minWidth: 0,
});

export const code = style({
  margin: 0,
  padding: 14,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: 13,
  overflowX: "auto",
  whiteSpace: "pre",
});

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** A message for the administrator inside a page: what is wrong and a link to the page that fixes it. */
export const notice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 12,
  padding: "12px 16px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surfaceMuted,
  overflowWrap: "anywhere",
});
