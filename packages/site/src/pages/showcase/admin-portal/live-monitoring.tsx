import { adminLiveMonitoring, networkBarPercent, pollingIntervalsMs, readSystemMetrics } from "@hub-of-minds/core";
import { useSystemMetrics } from "../../../query/use-hub-queries";
import { errorSentence } from "../../../ui/error-sentence";
import { Badge } from "../shared/badge";
import { Meter } from "../shared/meter";
import * as css from "../shared/showcase.css";

/**
 * The Live Monitoring tab: the spec's activity badges, and the host's CPU, memory and network from the
 * dashboard's own query (same key, same cache, same socket refresh), so the two pages never disagree.
 */
export function LiveMonitoring() {
  const metrics = useSystemMetrics();
  const readings = metrics.data ? readSystemMetrics(metrics.data) : null;
  const shown = readings
    ? {
        cpu: { value: readings.cpu, text: `${readings.cpu}%` },
        memory: { value: readings.memory, text: `${readings.memory}%` },
        network: { value: networkBarPercent(readings.network), text: `${readings.network} GB/s` },
      }
    : null;
  return (
    <>
      <div className={css.row}>
        {adminLiveMonitoring.activityBadges.map((label) => (
          <Badge key={label} tone="success">
            {label}
          </Badge>
        ))}
      </div>
      <div className={css.card} data-state={shown ? "live" : metrics.isError ? "error" : "loading"}>
        {shown ? (
          <>
            {adminLiveMonitoring.bars.map((bar) => (
              <Meter key={bar.id} label={bar.label} value={shown[bar.id].value} valueText={shown[bar.id].text} />
            ))}
            <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
              {metrics.isError
                ? "The newest readings could not be loaded; these are the last ones."
                : `Live readings of the host, every ${pollingIntervalsMs.metrics / 1000} seconds, as on the dashboard.`}
            </p>
          </>
        ) : metrics.isError ? (
          <div className={css.formError} role="alert">
            <p style={{ margin: 0 }}>The live readings could not be loaded. {errorSentence(metrics.error)}</p>
            <button type="button" className={css.button.ghost} onClick={() => metrics.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <p className={css.empty} role="status">
            Reading the host's CPU, memory and network...
          </p>
        )}
      </div>
    </>
  );
}
