import { type DashboardOverview, messagesPerSecond } from "@hub-of-minds/core";
import { HistoryChart } from "../../ui/history-chart";
import type { LineChartTone } from "../../ui/line-chart";
import { chartSeconds, type QueueSample, queueWaitingLabel } from "../../ui/readings-history";
import * as css from "../../ui/ui.css";
import { useReadingsHistory } from "../../ui/use-readings-history";

type QueueCount = keyof DashboardOverview["queueStats"];

/** The spec's four counts, in its order, each with its line's colour. */
const counts: readonly { key: QueueCount; label: string; tone: LineChartTone }[] = [
  { key: "pending", label: "Pending", tone: "warning" },
  { key: "processing", label: "Processing", tone: "accent" },
  { key: "completed", label: "Completed", tone: "success" },
  { key: "failed", label: "Failed", tone: "danger" },
];

/** The four counts over time, from the history the dashboard and /monitoring share. */
function QueueHistoryChart({ queue }: { queue: readonly QueueSample[] }) {
  return (
    <HistoryChart
      title="Message queue over time"
      x={chartSeconds(queue)}
      series={counts.map((count) => ({
        label: count.label,
        tone: count.tone,
        values: queue.map((sample) => sample[count.key]),
        // Completed is a running total: on its own scale it does not flatten the three small counts.
        ...(count.key === "completed" ? { axis: "right" as const } : {}),
      }))}
      yRange={{ min: 0, softMax: 10 }}
      height={130}
      waitingLabel={queueWaitingLabel}
      legend="labels"
    />
  );
}

/** Spec 000: messages/sec = completed / 60, rounded, and the four counts; past the spec, the counts over time. */
export function MessageQueueCard({ queue }: { queue: DashboardOverview["queueStats"] }) {
  const history = useReadingsHistory();
  return (
    <section className={css.card} aria-labelledby="queue-title" data-testid="message-queue">
      <h2 id="queue-title" className={css.cardTitle}>
        Message Queue
      </h2>
      <p className={css.bigNumber}>
        <span data-testid="queue-rate">{messagesPerSecond(queue.completed)}</span>{" "}
        <span className={`${css.muted} ${css.small}`}>messages/sec</span>
      </p>
      <dl className={css.gridSmall} style={{ gridTemplateColumns: "repeat(2, 1fr)", margin: 0 }}>
        {counts.map((count) => (
          <div key={count.key} className={css.listItem} style={{ flexDirection: "column", alignItems: "start" }}>
            <dt className={`${css.muted} ${css.small}`}>{count.label}</dt>
            <dd style={{ margin: 0, fontWeight: 700 }} data-testid={`queue-${count.key}`}>
              {queue[count.key].toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
      <QueueHistoryChart queue={history.queue} />
    </section>
  );
}
