import { useEffect, useId, useRef } from "react";
import type uPlot from "uplot";
import * as css from "./ui.css";

export interface LineChartSeries {
  label: string;
  values: readonly (number | null)[];
}

export interface LineChartThreshold {
  value: number;
  label: string;
}

export interface LineChartProps {
  title: string;
  /** Unix seconds, one per value of each series. */
  x: readonly number[];
  series: readonly LineChartSeries[];
  /** Dashed horizontal lines (e.g. a warning level), each labelled in the legend. */
  thresholds?: readonly LineChartThreshold[];
  height?: number;
}

/** The theme's colours, read from the element: a canvas cannot use CSS variables. */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    lines: [read("--hom-color-accent", "#8b7bff"), read("--hom-color-success", "#3ddc97"), "#4cc9f0", "#f4a261"],
    threshold: read("--hom-color-warning", "#f5b942"),
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

/**
 * A time-series line chart (uPlot, loaded with the first chart a page draws, never in a first load). The
 * box keeps its height while the library arrives, and a text summary says what the chart shows.
 */
export function LineChart({ title, x, series, thresholds = [], height = 180 }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const summaryId = useId();
  const data = chartData(x, series, thresholds);
  const shape = `${series.map((s) => s.label).join("|")}#${thresholds.map((t) => t.label).join("|")}#${height}`;

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
      plot.current = new UPlot(
        {
          width: element.clientWidth || 300,
          height,
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          axes: [axis, axis],
          series: [
            {},
            ...series.map((s, index) => ({
              label: s.label,
              stroke: colours.lines[index % colours.lines.length],
              width: 2,
              spanGaps: false,
            })),
            ...thresholds.map((t) => ({ label: t.label, stroke: colours.threshold, width: 1, dash: [6, 4] })),
          ],
        },
        chartData(x, series, thresholds),
        element,
      );
      observer = new ResizeObserver(() => plot.current?.setSize({ width: element.clientWidth, height }));
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
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
  return (
    <figure style={{ margin: 0 }} data-testid="line-chart" data-points={x.length}>
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
