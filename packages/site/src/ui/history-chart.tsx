import { lazy, Suspense } from "react";
import type { LineChartProps } from "./line-chart";
import { minimumChartPoints } from "./readings-history";
import { ChartSkeleton } from "./skeleton";

// The chart's code and uPlot come with the first chart that can draw, after a page's first load; the
// placeholder stays until both are here, so the chart never shows an empty frame.
const LineChart = lazy(() => Promise.all([import("./line-chart"), import("uplot")]).then(([chart]) => chart));

export interface HistoryChartProps extends LineChartProps {
  height: number;
  /** What the placeholder says while there are too few points to draw a line. */
  waitingLabel: string;
}

/** The placeholder in the chart's frame, with the figure's test handles (its heading names the chart). */
function Placeholder({ state, label, height }: { state: string; label: string; height: number }) {
  return (
    <figure style={{ margin: 0 }} data-testid="line-chart" data-state={state}>
      <ChartSkeleton height={height} label={label} />
    </figure>
  );
}

/**
 * A LineChart of readings that arrive one by one: until there are two points, a chart-shaped placeholder
 * says it is collecting (never an empty frame), and the chart's code is not loaded until then.
 */
export function HistoryChart({ waitingLabel, ...chart }: HistoryChartProps) {
  // The chart's box: the plot and its legend.
  const height = chart.height + 40;
  if (chart.x.length < minimumChartPoints) {
    return <Placeholder state="collecting" label={waitingLabel} height={height} />;
  }
  return (
    <Suspense fallback={<Placeholder state="loading" label="Drawing the chart..." height={height} />}>
      <LineChart {...chart} />
    </Suspense>
  );
}
