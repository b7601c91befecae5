import { messagesPerSecond, networkBarMaxGbps, readSystemMetrics } from "@hub-of-minds/core";
import { useEffect, useState } from "react";
import { useSystemMetrics } from "../../query/use-hub-queries";
import { useOverview } from "../../query/use-overview";
import { LineChart, type LineChartThreshold } from "../../ui/line-chart";
import { ErrorState, LoadingState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { appendSample, type MetricSample, summarize, throughputSeries } from "./metric-history";

/** Usage above this is a warning on the CPU and memory charts. */
const usageWarning = { value: 80, label: "Warning 80%" } as const;

function ChartCard({
  title,
  unit,
  at,
  values,
  thresholds,
  testId,
}: {
  title: string;
  unit: string;
  /** Epoch milliseconds of each value. */
  at: readonly number[];
  values: readonly number[];
  thresholds?: readonly LineChartThreshold[];
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
        <strong data-testid={`${testId}-latest`}>{format(summary.latest)}</strong>
      </div>
      <LineChart
        title={`${title} over the last ${values.length} readings`}
        x={at.map((ms) => Math.round(ms / 1000))}
        series={[{ label: title, values }]}
        {...(thresholds ? { thresholds } : {})}
        height={160}
      />
      <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
        Average {format(summary.average)} · Peak {format(summary.peak)} · {values.length} readings
      </p>
    </section>
  );
}

/** `/monitoring`: CPU, memory and network history from the 5 s polls, and the queue's throughput. */
export function MonitoringPage({
  initialHistory = [],
  initialQueue = [],
}: {
  initialHistory?: MetricSample[];
  initialQueue?: { at: number; completed: number }[];
}) {
  const metrics = useSystemMetrics();
  const overview = useOverview();
  const [history, setHistory] = useState<MetricSample[]>(initialHistory);
  const [queue, setQueue] = useState(initialQueue);

  useEffect(() => {
    if (!metrics.data) return;
    const readings = readSystemMetrics(metrics.data);
    setHistory((current) => appendSample(current, { at: metrics.dataUpdatedAt, ...readings }));
  }, [metrics.data, metrics.dataUpdatedAt]);

  useEffect(() => {
    if (!overview.data) return;
    const { completed } = overview.data.queueStats;
    setQueue((current) => appendSample(current, { at: overview.dataUpdatedAt, completed }));
  }, [overview.data, overview.dataUpdatedAt]);

  const rates = throughputSeries(queue);
  const times = history.map((sample) => sample.at);
  return (
    <>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>Performance</h1>
          <p className={css.pageSubtitle}>Live host readings every 5 seconds and the message queue's throughput</p>
        </div>
      </header>
      {metrics.isError ? (
        <ErrorState what="The system metrics" error={metrics.error} onRetry={() => metrics.refetch()} />
      ) : history.length === 0 ? (
        <LoadingState label="Waiting for the first readings..." />
      ) : (
        <div className={css.grid}>
          <ChartCard
            title="CPU Usage"
            unit="%"
            at={times}
            values={history.map((s) => s.cpu)}
            thresholds={[usageWarning]}
            testId="chart-cpu"
          />
          <ChartCard
            title="Memory Usage"
            unit="%"
            at={times}
            values={history.map((s) => s.memory)}
            thresholds={[usageWarning]}
            testId="chart-memory"
          />
          <ChartCard
            title="Network I/O"
            unit=" GB/s"
            at={times}
            values={history.map((s) => s.network)}
            thresholds={[{ value: networkBarMaxGbps, label: `Bar scale ${networkBarMaxGbps} GB/s` }]}
            testId="chart-network"
          />
        </div>
      )}
      <section className={css.section} aria-labelledby="queue-throughput-title">
        <h2 id="queue-throughput-title" className={css.sectionTitle}>
          Queue throughput
        </h2>
        {overview.isPending ? (
          <LoadingState label="Loading the message queue..." />
        ) : overview.isError ? (
          <ErrorState what="The message queue" error={overview.error} onRetry={() => overview.refetch()} />
        ) : (
          <div className={css.grid}>
            <section className={css.card} aria-label="Queue counts">
              <p className={css.bigNumber}>
                <span data-testid="monitor-rate">{messagesPerSecond(overview.data.queueStats.completed)}</span>{" "}
                <span className={`${css.muted} ${css.small}`}>messages/sec</span>
              </p>
              <dl className={css.gridSmall} style={{ gridTemplateColumns: "repeat(2, 1fr)", margin: 0 }}>
                {(["pending", "processing", "completed", "failed"] as const).map((key) => (
                  <div key={key} className={css.listItem} style={{ flexDirection: "column", alignItems: "start" }}>
                    <dt className={`${css.muted} ${css.small}`}>{key.charAt(0).toUpperCase() + key.slice(1)}</dt>
                    <dd style={{ margin: 0, fontWeight: 700 }}>
                      {overview.data.queueStats[key].toLocaleString("en-US")}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <ChartCard
              title="Completed per second"
              unit="/s"
              at={queue.slice(1).map((sample) => sample.at)}
              values={rates}
              testId="chart-throughput"
            />
          </div>
        )}
      </section>
    </>
  );
}

export default MonitoringPage;
