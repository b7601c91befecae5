import { useEffect, useRef, useState } from "react";
import "uplot/dist/uPlot.min.css";
import type uPlot from "uplot";
import * as css from "./ui.css";

export interface LineChartProps {
  title: string;
  /** Unix seconds. */
  x: readonly number[];
  series: readonly { label: string; values: readonly (number | null)[] }[];
  /** Horizontal lines, e.g. a quota. */
  thresholds?: readonly { value: number; label: string }[];
  height?: number;
}

const palette = ["#7c8cff", "#34d399", "#f59e0b", "#f472b6", "#38bdf8", "#a78bfa", "#f87171", "#facc15"];
const axisColor = "rgba(226, 232, 240, 0.75)";
const gridColor = "rgba(148, 163, 184, 0.15)";

/**
 * A line chart drawn by uPlot (a small canvas library), fitted to its container's width. uPlot itself is
 * imported when the first chart mounts, so pages without charts never download it.
 */
export function LineChart({ title, x, series, thresholds = [], height = 240 }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    import("uplot")
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const width = Math.max(element.clientWidth, 200);
        const lines = thresholds.map((line) => ({ label: line.label, values: x.map(() => line.value) }));
        const all = [...series, ...lines];
        chart = new UPlot(
          {
            title,
            width,
            height,
            series: [
              {},
              ...all.map((item, index) => ({
                label: item.label,
                stroke: palette[index % palette.length] ?? "#7c8cff",
                width: 2,
                dash: index >= series.length ? [6, 4] : undefined,
                points: { show: x.length < 60 },
              })),
            ],
            axes: [
              { stroke: axisColor, grid: { stroke: gridColor } },
              { stroke: axisColor, grid: { stroke: gridColor }, size: 60 },
            ],
            legend: { live: false },
            cursor: { drag: { x: false, y: false } },
          },
          [x as number[], ...all.map((item) => item.values as (number | null)[])],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 200), height }));
        observer.observe(element);
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [title, x, series, thresholds, height]);

  return (
    <figure style={{ margin: 0 }} data-state={state} data-testid="line-chart" aria-label={title}>
      <div ref={box} style={{ minHeight: height, width: "100%" }} />
      {state === "loading" ? (
        <p className={css.small} role="status">
          Loading the chart...
        </p>
      ) : state === "failed" ? (
        <p className={css.small} role="alert">
          The chart could not be drawn; the table below has the same numbers.
        </p>
      ) : null}
    </figure>
  );
}

export default LineChart;
