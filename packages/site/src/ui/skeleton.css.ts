import { vars } from "@hub-of-minds/widgets/theme";
import { keyframes, style } from "@vanilla-extract/css";

const pulse = keyframes({ "0%, 100%": { opacity: 0.45 }, "50%": { opacity: 0.9 } });

/** A grey stand-in for text or a figure that is still loading. */
export const block = style({
  display: "block",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

/** A chart's frame before it has data: faint grid lines, a dashed trace, and what it waits for. */
export const chart = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: "100%",
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent 31px, ${vars.color.surfaceMuted} 31px, ${vars.color.surfaceMuted} 32px)`,
  overflow: "hidden",
});
export const chartTrace = style({
  position: "absolute",
  inset: "16px 12px",
  width: "calc(100% - 24px)",
  height: "calc(100% - 32px)",
  color: vars.color.border,
  animation: `${pulse} 1.8s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const chartLabel = style({
  position: "relative",
  margin: 0,
  padding: "4px 10px",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: 13,
  textAlign: "center",
});
