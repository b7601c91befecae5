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
/** A dashed line where the chart will be (an image in the stylesheet: no markup, no script). */
const trace = encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40" preserveAspectRatio="none"><path d="M0 30 C 12 24, 18 34, 30 26 S 50 12, 62 20 S 84 30, 100 14" fill="none" stroke="#8088b8" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 4" vector-effect="non-scaling-stroke"/></svg>`,
);
export const chartTrace = style({
  position: "absolute",
  inset: "16px 12px",
  backgroundImage: `url("data:image/svg+xml,${trace}")`,
  backgroundSize: "100% 100%",
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
