import { type DashboardOverview, messagesPerSecond } from "@hub-of-minds/core";
import * as css from "../../ui/ui.css";

/** Spec 000: messages/sec = completed / 60, rounded, and the four counts. */
export function MessageQueueCard({ queue }: { queue: DashboardOverview["queueStats"] }) {
  const counts = [
    { label: "Pending", value: queue.pending },
    { label: "Processing", value: queue.processing },
    { label: "Completed", value: queue.completed },
    { label: "Failed", value: queue.failed },
  ];
  return (
    <section className={css.card} aria-labelledby="queue-title">
      <h2 id="queue-title" className={css.cardTitle}>
        Message Queue
      </h2>
      <p className={css.bigNumber}>
        <span data-testid="queue-rate">{messagesPerSecond(queue.completed)}</span>{" "}
        <span className={`${css.muted} ${css.small}`}>messages/sec</span>
      </p>
      <dl className={css.gridSmall} style={{ gridTemplateColumns: "repeat(2, 1fr)", margin: 0 }}>
        {counts.map((count) => (
          <div key={count.label} className={css.listItem} style={{ flexDirection: "column", alignItems: "start" }}>
            <dt className={`${css.muted} ${css.small}`}>{count.label}</dt>
            <dd style={{ margin: 0, fontWeight: 700 }} data-testid={`queue-${count.label.toLowerCase()}`}>
              {count.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
