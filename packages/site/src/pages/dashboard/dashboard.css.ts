import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 16,
  marginBottom: 24,
});
export const title = style({ margin: 0, fontSize: "clamp(22px, 3vw, 30px)", fontWeight: 800 });
export const subtitle = style({ margin: "4px 0 0", color: vars.color.textMuted });
export const badges = style({ display: "flex", gap: 8, flexWrap: "wrap" });
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  padding: "4px 12px",
  borderRadius: vars.radius.pill,
  fontSize: 13,
  fontWeight: 600,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const online = style({ color: vars.color.success });

export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: 16,
});
export const statCard = style({
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const statLabel = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const statValue = style({
  margin: "6px 0 0",
  fontSize: 30,
  fontWeight: 800,
  display: "flex",
  gap: 10,
  alignItems: "baseline",
});
export const statBadge = style({
  fontSize: 12,
  fontWeight: 600,
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
});

export const state = style({
  display: "grid",
  placeItems: "center",
  gap: 12,
  minHeight: "40vh",
  textAlign: "center",
  color: vars.color.textMuted,
});
export const retry = style({
  padding: "8px 16px",
  borderRadius: vars.radius.md,
  border: "none",
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 600,
  cursor: "pointer",
});

export const agentAvatar = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: "50%",
  color: "#0b0d1a",
  fontWeight: 800,
});

/** A real reading's bar, with its warning and critical thresholds marked on the track. */
export const gaugeBar = style({ position: "relative" });
export const thresholdMark = style({
  position: "absolute",
  top: -2,
  bottom: -2,
  width: 2,
  background: vars.color.textMuted,
  opacity: 0.7,
});
export const gaugeFigure = style({ display: "flex", alignItems: "center", gap: 6, fontWeight: 700 });

export const skeletonStatCard = style({ display: "grid", gap: 12 });
export const chartHeading = style({ margin: 0, fontSize: 13, fontWeight: 600, color: vars.color.textMuted });
