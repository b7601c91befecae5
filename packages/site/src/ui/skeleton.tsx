import * as css from "./skeleton.css";
import * as ui from "./ui.css";

/** A grey block the size of the text or figure that will replace it. */
export function SkeletonBlock({ width = "100%", height = 14 }: { width?: number | string; height?: number }) {
  return <span className={css.block} style={{ width, height }} aria-hidden="true" />;
}

/**
 * A chart's place before it can draw: the chart's own height, faint grid lines and a dashed trace, and a
 * sentence saying what it waits for, so an empty frame never reads as "no data".
 */
export function ChartSkeleton({ height, label }: { height: number; label: string }) {
  return (
    <div className={css.chart} style={{ height }} data-testid="chart-skeleton" data-state="collecting">
      <span className={css.chartTrace} aria-hidden="true" />
      <p className={css.chartLabel}>{label}</p>
    </div>
  );
}

/** A card-shaped placeholder: a title, `lines` lines of text and, if asked, a chart's height. */
export function SkeletonCard({ lines = 3, chartHeight }: { lines?: number; chartHeight?: number }) {
  return (
    <div className={ui.card} aria-hidden="true" data-testid="skeleton-card">
      <SkeletonBlock width="45%" height={20} />
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
        <SkeletonBlock key={index} width={`${90 - ((index * 17) % 40)}%`} />
      ))}
      {chartHeight ? <SkeletonBlock height={chartHeight} /> : null}
    </div>
  );
}
