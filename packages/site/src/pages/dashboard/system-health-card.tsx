import { networkBarPercent, readSystemMetrics } from "@hub-of-minds/core";
import { useState } from "react";
import { useSystemMetrics } from "../../query/use-hub-queries";
import { ProgressBar } from "../../ui/progress-bar";
import * as css from "../../ui/ui.css";
import { fixedHealthRows, neuralNetworkEfficiency, quantumProcessingLoad } from "./dashboard-figures";

function Gauge({ label, value, percent, testId }: { label: string; value: string; percent: number; testId: string }) {
  return (
    <div className={css.stack} style={{ gap: 6 }}>
      <div className={css.spread}>
        <span>{label}</span>
        <span data-testid={testId} style={{ fontWeight: 700 }}>
          {value}
        </span>
      </div>
      <ProgressBar label={label} percent={percent} />
    </div>
  );
}

/** Spec 000: real CPU, memory and network; two random gauges; three fixed status rows. */
export function SystemHealthCard({ random = Math.random }: { random?: () => number }) {
  const metrics = useSystemMetrics();
  // Read once per visit: the spec gives these two no data source.
  const [quantum] = useState(() => quantumProcessingLoad(random));
  const [neural] = useState(() => neuralNetworkEfficiency(random));
  const readings = readSystemMetrics(metrics.data ?? []);
  return (
    <section className={css.card} aria-labelledby="system-health-title">
      <div className={css.cardHeader}>
        <h2 id="system-health-title" className={css.cardTitle}>
          System Health
        </h2>
        {metrics.isError ? (
          <span className={css.badge.warning} title={metrics.error.message}>
            Showing default readings
          </span>
        ) : null}
      </div>
      <Gauge label="CPU Usage" value={`${readings.cpu}%`} percent={readings.cpu} testId="health-cpu" />
      <Gauge label="Memory Usage" value={`${readings.memory}%`} percent={readings.memory} testId="health-memory" />
      <Gauge
        label="Network I/O"
        value={`${readings.network} GB/s`}
        percent={networkBarPercent(readings.network)}
        testId="health-network"
      />
      <Gauge label="Quantum Processing Load" value={`${quantum}%`} percent={quantum} testId="health-quantum" />
      <Gauge label="Neural Network Efficiency" value={`${neural}%`} percent={neural} testId="health-neural" />
      <ul className={css.list} data-testid="health-status-rows">
        {fixedHealthRows.map((row) => (
          <li key={row.label} className={css.listItem}>
            <span>{row.label}</span>
            <span className={css.badge.success}>{row.value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
