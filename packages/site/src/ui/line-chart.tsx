import { useEffect, useId, useRef, useState } from "react";
import type uPlot from "uplot";
import * as css from "./ui.css";

/** A theme colour for a line; without one, series take the palette in order. */
export type LineChartTone = "accent" | "success" | "info" | "warning" | "danger";

export interface LineChartSeries {
  label: string;
  values: readonly (number | null)[];
  tone?: LineChartTone;
  /** "right": a scale of its own on the right (a running total beside small counts), starting at 0. */
  axis?: "left" | "right";
}

export interface LineChartThreshold {
  value: number;
  label: string;
  /** A warning line is amber, a critical one red (default warning). */
  tone?: "warning" | "critical";
}

export interface LineChartProps {
  title: string;
  /** Unix seconds, one per value of each series. */
  x: readonly number[];
  series: readonly LineChartSeries[];
  /** Dashed horizontal lines (e.g. a warning level), each labelled in the legend. */
  thresholds?: readonly LineChartThreshold[];
  height?: number;
  /**
   * The y axis starts at `min` and reaches at least `softMax` (e.g. 0-100 for a percentage), so a low reading
   * looks low; without it the axis fits the data.
   */
  yRange?: { min: number; softMax: number };
  /** "values": the legend shows the values under the cursor; "labels": only what each line is (small charts). */
  legend?: "values" | "labels";
}

/** The chart's state, on its figure: the library arriving, or drawn (history-chart adds "collecting"). */
export type LineChartState = "loading" | "ready";

/** The theme's colours, read from the element: a canvas cannot use CSS variables. */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const tones: Record<LineChartTone, string> = {
    accent: read("--hom-color-accent", "#8b7bff"),
    success: read("--hom-color-success", "#3ddc97"),
    info: "#4cc9f0",
    warning: read("--hom-color-warning", "#f5b942"),
    danger: read("--hom-color-danger", "#ff6b81"),
  };
  return {
    tones,
    lines: [tones.accent, tones.success, tones.info, "#f4a261"],
    thresholds: { warning: tones.warning, critical: tones.danger },
    text: read("--hom-color-text-muted", "#a0a4c0"),
    grid: read("--hom-color-border", "#2a2e4a"),
  };
}

function chartData(
  x: readonly number[],
  series: readonly LineChartSeries[],
  thresholds: readonly LineChartThreshold[],
) {
  return [
    [...x],
    ...series.map((s) => [...s.values]),
    ...thresholds.map((t) => x.map(() => t.value)),
  ] as uPlot.AlignedData;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The time axis's labels, one line each, in the viewer's time zone, as fine as the ticks: `:30` seconds
 * apart (`14:05` on the minute), `14:05` minutes apart, `Nov 27` days apart (uPlot's default adds a date
 * under the first tick, which a narrow chart cut off at its left edge).
 */
const timeLabels = (_u: uPlot, splits: number[]) => {
  const step = splits.length > 1 ? (splits[1] ?? 0) - (splits[0] ?? 0) : 60;
  return splits.map((seconds) => {
    const at = new Date(seconds * 1000);
    const clock = `${two(at.getHours())}:${two(at.getMinutes())}`;
    if (step >= 24 * 60 * 60) return dayFormat.format(at);
    return step >= 60 || at.getSeconds() === 0 ? clock : `:${two(at.getSeconds())}`;
  });
};

/**
 * A time-series line chart (uPlot, loaded with the first chart a page draws, never in a first load). The
 * box keeps its height while the library arrives, and a text summary says what the chart shows. For
 * readings that arrive one by one, HistoryChart adds a placeholder until there are two.
 */
export function LineChart({
  title,
  x,
  series,
  thresholds = [],
  height = 180,
  yRange,
  legend = "values",
}: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const summaryId = useId();
  const [drawn, setDrawn] = useState(false);
  const data = chartData(x, series, thresholds);
  const shape = [
    series.map((s) => `${s.label}:${s.tone ?? ""}:${s.axis ?? ""}`).join("|"),
    thresholds.map((t) => `${t.label}:${t.tone ?? ""}`).join("|"),
    height,
    yRange ? `${yRange.min}-${yRange.softMax}` : "",
    legend,
  ].join("#");

  // Builds the chart when its shape changes; the data effect below only feeds it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for the series, thresholds and height
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (disposed) return;
      const colours = themeColours(element);
      const axis = { stroke: colours.text, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid } };
      const right = series.find((s) => s.axis === "right");
      const strokeOf = (s: LineChartSeries, index: number) =>
        s.tone ? colours.tones[s.tone] : colours.lines[index % colours.lines.length];
      const fromZero = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, Math.max(max, 1)];
      const timeAxis = { ...axis, values: timeLabels };
      plot.current = new UPlot(
        {
          width: element.clientWidth || 300,
          height,
          legend: { show: true, live: legend === "values" },
          cursor: { drag: { x: false, y: false } },
          // The right scale's numbers take its line's colour, so they read as that line's.
          axes: right
            ? [
                timeAxis,
                axis,
                {
                  ...axis,
                  stroke: strokeOf(right, series.indexOf(right)),
                  scale: "right",
                  side: 1,
                  grid: { show: false },
                },
              ]
            : [timeAxis, axis],
          scales: {
            ...(yRange
              ? {
                  y: {
                    range: (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [
                      yRange.min,
                      Math.max(max, yRange.softMax),
                    ],
                  },
                }
              : {}),
            ...(right ? { right: { range: fromZero } } : {}),
          },
          series: [
            {},
            ...series.map((s, index) => ({
              label: s.label,
              stroke: strokeOf(s, index),
              width: 2,
              spanGaps: false,
              ...(s.axis === "right" ? { scale: "right" } : {}),
            })),
            ...thresholds.map((t) => ({
              label: t.label,
              stroke: colours.thresholds[t.tone ?? "warning"],
              width: t.tone === "critical" ? 1.5 : 1,
              dash: t.tone === "critical" ? [2, 3] : [6, 4],
              points: { show: false },
            })),
          ],
        },
        chartData(x, series, thresholds),
        element,
      );
      setDrawn(true);
      observer = new ResizeObserver(() => plot.current?.setSize({ width: element.clientWidth, height }));
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
      setDrawn(false);
    };
  }, [shape]);

  useEffect(() => {
    plot.current?.setData(data);
  });

  const latest = series
    .map((s) => {
      const value = [...s.values].reverse().find((v) => v !== null);
      return `${s.label} ${value === undefined || value === null ? "no reading" : Number(value.toFixed(2))}`;
    })
    .join(", ");
  const state: LineChartState = drawn ? "ready" : "loading";
  return (
    <figure style={{ margin: 0 }} data-testid="line-chart" data-points={x.length} data-state={state}>
      <div ref={box} role="img" aria-labelledby={summaryId} style={{ minHeight: height + 40, width: "100%" }} />
      <figcaption id={summaryId} className={css.visuallyHidden}>
        {title}: {x.length} readings; latest {latest}
        {thresholds.length ? `; thresholds ${thresholds.map((t) => `${t.label} ${t.value}`).join(", ")}` : ""}.
      </figcaption>
    </figure>
  );
}

/** For `lazy(() => import("./line-chart"))`. */
export default LineChart;
