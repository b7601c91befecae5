import { vars } from "@hub-of-minds/widgets/theme";

/** A small hand-written SVG line chart of a series; the points are scaled against `max`. */
export function Sparkline({
  values,
  max,
  label,
  width = 240,
  height = 60,
}: {
  values: readonly number[];
  max: number;
  label: string;
  width?: number;
  height?: number;
}) {
  const top = Math.max(max, ...values, 1);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values.map((value, index) => {
    const x = values.length > 1 ? index * step : width / 2;
    const y = height - (Math.max(0, value) / top) * (height - 4) - 2;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
    >
      <rect x="0" y="0" width={width} height={height} fill="none" stroke={vars.color.border} />
      {points.length > 0 ? (
        <polyline
          points={points.join(" ")}
          fill="none"
          stroke={vars.color.accent}
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  );
}
