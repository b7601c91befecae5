import { networkBarMaxGbps, networkBarPercent } from "@hub-of-minds/core";
import { useSystemMetrics } from "../../query/use-hub-queries";
import { useOverview } from "../../query/use-overview";
import { HistoryChart } from "../../ui/history-chart";
import type { LineChartThreshold, LineChartTone } from "../../ui/line-chart";
import { ErrorState } from "../../ui/query-states";
import { ReadingLevelBadge } from "../../ui/reading-level-badge";
import { networkChartThresholds, usageChartThresholds } from "../../ui/reading-thresholds";
import { chartSeconds, metricsWaitingLabel } from "../../ui/readings-history";
import { SkeletonCard } from "../../ui/skeleton";
import * as css from "../../ui/ui.css";
import { useReadingsHistory } from "../../ui/use-readings-history";
import { MessageQueueCard } from "../dashboard/message-queue-card";
import { summarize, throughputSeries, throughputWaitingLabel } from "./series-figures";

const chartHeight = 160;

function ChartCard({
  title,
  unit,
  x,
  values,
  tone,
  thresholds,
  yRange,
  percentOf,
  waitingLabel,
  testId,
}: {
  title: string;
  unit: string;
  /** Unix seconds of each value. */
  x: readonly number[];
  values: readonly number[];
  tone: LineChartTone;
  thresholds?: readonly LineChartThreshold[];
  yRange: { min: number; softMax: number };
  /** The latest value as a percentage of its scale, for its level badge; none for a figure without thresholds. */
  percentOf?: (value: number) => number;
  waitingLabel: string;
  testId: string;
}) {
  const summary = summarize(values);
  const format = (value: number) => `${Number(value.toFixed(2))}${unit}`;
  return (
    <section className={css.card} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className={css.spread}>
        <h2 id={`${testId}-title`} className={css.cardTitle}>
          {title}
        </h2>
        <span className={css.row} style={{ gap: 6 }}>
          {percentOf && values.length > 0 ? <ReadingLevelBadge percent={percentOf(summary.latest)} /> : null}
          <strong data-testid={`${testId}-latest`}>{format(summary.latest)}</strong>
        </span>
      </div>
      <HistoryChart
        title={`${title} over the last ${values.length} readings`}
        x={x}
        series={[{ label: title, values, tone }]}
        {...(thresholds ? { thresholds } : {})}
        yRange={yRange}
        height={chartHeight}
        waitingLabel={waitingLabel}
      />
      <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }} data-testid={`${testId}-summary`}>
        Average {format(summary.average)} · Peak {format(summary.peak)} · {values.length}{" "}
        {values.length === 1 ? "reading" : "readings"}
      </p>
    </section>
  );
}

/** The shape of a section that is loading: its title and `cards` chart cards. */
function SectionSkeleton({ cards }: { cards: number }) {
  return (
    <div className={css.grid} aria-hidden="true">
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
        <SkeletonCard key={index} lines={1} chartHeight={chartHeight + 40} />
      ))}
    </div>
  );
}

/**
 * `/monitoring`: CPU, memory and network over the last five minutes (the 5 s polls) with their thresholds, and
 * the message queue over time, from the same history the dashboard draws.
 */
export function MonitoringPage() {
  const metrics = useSystemMetrics();
  const overview = useOverview();
  const history = useReadingsHistory();
  const x = chartSeconds(history.metrics);
  const hostState = metrics.isError ? "error" : history.metrics.length === 0 ? "loading" : "ready";
  const queueState = overview.isError ? "error" : overview.isPending ? "loading" : "ready";
  return (
    <>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>Performance</h1>
          <p className={css.pageSubtitle}>Live host readings every 5 seconds and the message queue over time</p>
        </div>
      </header>
      <div data-testid="monitoring-host" data-state={hostState} aria-busy={hostState === "loading"}>
        {metrics.isError ? (
          <ErrorState what="The system metrics" error={metrics.error} onRetry={() => metrics.refetch()} />
        ) : history.metrics.length === 0 ? (
          <>
            <p className={css.muted} role="status" style={{ marginTop: 0 }}>
              Waiting for the first readings...
            </p>
            <SectionSkeleton cards={3} />
          </>
        ) : (
          <div className={css.grid}>
            <ChartCard
              title="CPU Usage"
              unit="%"
              x={x}
              values={history.metrics.map((sample) => sample.cpu)}
              tone="accent"
              thresholds={usageChartThresholds}
              yRange={{ min: 0, softMax: 100 }}
              percentOf={(value) => value}
              waitingLabel={metricsWaitingLabel}
              testId="chart-cpu"
            />
            <ChartCard
              title="Memory Usage"
              unit="%"
              x={x}
              values={history.metrics.map((sample) => sample.memory)}
              tone="info"
              thresholds={usageChartThresholds}
              yRange={{ min: 0, softMax: 100 }}
              percentOf={(value) => value}
              waitingLabel={metricsWaitingLabel}
              testId="chart-memory"
            />
            <ChartCard
              title="Network I/O"
              unit=" GB/s"
              x={x}
              values={history.metrics.map((sample) => sample.network)}
              tone="success"
              thresholds={networkChartThresholds}
              yRange={{ min: 0, softMax: networkBarMaxGbps }}
              percentOf={networkBarPercent}
              waitingLabel={metricsWaitingLabel}
              testId="chart-network"
            />
          </div>
        )}
      </div>
      <section
        className={css.section}
        aria-labelledby="queue-throughput-title"
        data-testid="monitoring-queue"
        data-state={queueState}
        aria-busy={queueState === "loading"}
      >
        <h2 id="queue-throughput-title" className={css.sectionTitle}>
          Queue throughput
        </h2>
        {overview.isPending ? (
          <div role="status" data-testid="queue-loading">
            <span className={css.visuallyHidden}>Loading the message queue...</span>
            <SectionSkeleton cards={2} />
          </div>
        ) : overview.isError ? (
          <ErrorState what="The message queue" error={overview.error} onRetry={() => overview.refetch()} />
        ) : (
          <div className={css.grid}>
            <MessageQueueCard queue={overview.data.queueStats} />
            <ChartCard
              title="Completed per second"
              unit="/s"
              x={chartSeconds(history.queue.slice(1))}
              values={throughputSeries(history.queue)}
              tone="success"
              yRange={{ min: 0, softMax: 1 }}
              waitingLabel={throughputWaitingLabel}
              testId="chart-throughput"
            />
          </div>
        )}
      </section>
    </>
  );
}

export default MonitoringPage;
