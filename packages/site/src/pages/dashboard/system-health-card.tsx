import { networkBarMaxGbps, networkBarPercent, readSystemMetrics } from "@hub-of-minds/core";
import { useState } from "react";
import { useSystemMetrics } from "../../query/use-hub-queries";
import { HistoryChart } from "../../ui/history-chart";
import { ProgressBar } from "../../ui/progress-bar";
import { ReadingLevelBadge } from "../../ui/reading-level-badge";
import {
  networkChartThresholds,
  readingLevel,
  usageChartThresholds,
  usageThresholdsPercent,
} from "../../ui/reading-thresholds";
import { chartSeconds, metricsWaitingLabel } from "../../ui/readings-history";
import * as css from "../../ui/ui.css";
import { useReadingsHistory } from "../../ui/use-readings-history";
import * as dashboard from "./dashboard.css";
import { fixedHealthRows, neuralNetworkEfficiency, quantumProcessingLoad } from "./dashboard-figures";

const thresholdMarks = [usageThresholdsPercent.warning, usageThresholdsPercent.critical];

/** A spec gauge; a real reading (`thresholds`) also gets its level's colour, a word for it and the threshold marks. */
function Gauge({
  label,
  value,
  percent,
  testId,
  thresholds = false,
}: {
  label: string;
  value: string;
  percent: number;
  testId: string;
  thresholds?: boolean;
}) {
  const level = thresholds ? readingLevel(percent) : undefined;
  return (
    <div className={css.stack} style={{ gap: 6 }} data-level={level}>
      <div className={css.spread}>
        <span>{label}</span>
        <span className={dashboard.gaugeFigure}>
          {thresholds ? <ReadingLevelBadge percent={percent} /> : null}
          <span data-testid={testId}>{value}</span>
        </span>
      </div>
      <div className={dashboard.gaugeBar}>
        <ProgressBar label={label} percent={percent} {...(level ? { level } : {})} />
        {thresholds
          ? thresholdMarks.map((mark) => (
              <span
                key={mark}
                aria-hidden="true"
                data-testid="threshold-mark"
                className={dashboard.thresholdMark}
                style={{ left: `${mark}%` }}
              />
            ))
          : null}
      </div>
    </div>
  );
}

/**
 * Spec 000: real CPU, memory and network; two random gauges; three fixed status rows. Past the spec, the real
 * three get threshold colours and their last five minutes as charts, from the history /monitoring draws too.
 */
export function SystemHealthCard({ random = Math.random }: { random?: () => number }) {
  const metrics = useSystemMetrics();
  const history = useReadingsHistory();
  // Read once per visit: the spec gives these two no data source.
  const [quantum] = useState(() => quantumProcessingLoad(random));
  const [neural] = useState(() => neuralNetworkEfficiency(random));
  const readings = readSystemMetrics(metrics.data ?? []);
  const x = chartSeconds(history.metrics);
  return (
    <section className={css.card} aria-labelledby="system-health-title" data-testid="system-health">
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
      <Gauge label="CPU Usage" value={`${readings.cpu}%`} percent={readings.cpu} testId="health-cpu" thresholds />
      <Gauge
        label="Memory Usage"
        value={`${readings.memory}%`}
        percent={readings.memory}
        testId="health-memory"
        thresholds
      />
      <Gauge
        label="Network I/O"
        value={`${readings.network} GB/s`}
        percent={networkBarPercent(readings.network)}
        testId="health-network"
        thresholds
      />
      <div className={css.stack} style={{ gap: 8 }} data-testid="health-charts">
        <h3 className={dashboard.chartHeading}>CPU and memory, last 5 minutes</h3>
        <HistoryChart
          title="CPU and memory usage (%)"
          x={x}
          series={[
            { label: "CPU", values: history.metrics.map((sample) => sample.cpu), tone: "accent" },
            { label: "Memory", values: history.metrics.map((sample) => sample.memory), tone: "info" },
          ]}
          thresholds={usageChartThresholds}
          yRange={{ min: 0, softMax: 100 }}
          height={120}
          waitingLabel={metricsWaitingLabel}
          legend="labels"
        />
        <h3 className={dashboard.chartHeading}>Network I/O (GB/s), last 5 minutes</h3>
        <HistoryChart
          title="Network I/O (GB/s)"
          x={x}
          series={[{ label: "Network", values: history.metrics.map((sample) => sample.network), tone: "success" }]}
          thresholds={networkChartThresholds}
          yRange={{ min: 0, softMax: networkBarMaxGbps }}
          height={90}
          waitingLabel={metricsWaitingLabel}
          legend="labels"
        />
      </div>
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
