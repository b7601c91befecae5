import { useIntegrations } from "../../query/use-hub-queries";
import { EmptyState, ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { IntegrationTypeIcon } from "../dashboard/integrations-card";

const statusText = { connected: "Connected", disconnected: "Disconnected", error: "Error" } as const;

/** `/integrations`: each integration with its type and live status (refreshed every 15 s and by the socket). */
export function IntegrationsPage() {
  const integrations = useIntegrations();
  const connected = integrations.data?.filter((integration) => integration.status === "connected").length ?? 0;
  return (
    <>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>My Integrations</h1>
          <p className={css.pageSubtitle}>The apps your AI minds are connected to</p>
        </div>
        {integrations.data ? (
          <span className={css.badge.accent} data-testid="integrations-connected">
            {connected}/{integrations.data.length} connected
          </span>
        ) : null}
      </header>
      {integrations.isPending ? (
        <SkeletonRows label="Loading integrations" />
      ) : integrations.isError ? (
        <ErrorState what="The integrations" error={integrations.error} onRetry={() => integrations.refetch()} />
      ) : integrations.data.length === 0 ? (
        <EmptyState title="No integrations yet">
          <span>Add integrations to integrations.yaml on the Personality Config screen.</span>
        </EmptyState>
      ) : (
        <ul className={css.grid} style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {integrations.data.map((integration) => (
            <li key={integration.id} className={css.card} data-testid="integration-row">
              <div className={css.spread}>
                <h2 className={css.cardTitle}>
                  <IntegrationTypeIcon type={integration.type} /> {integration.name}
                </h2>
                <span
                  className={integration.status === "connected" ? css.badge.success : css.badge.danger}
                  data-state={integration.status}
                >
                  <span className={integration.status === "connected" ? css.dot.on : css.dot.off} aria-hidden="true" />
                  {statusText[integration.status]}
                </span>
              </div>
              <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
                {integration.type.charAt(0).toUpperCase() + integration.type.slice(1)} integration
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default IntegrationsPage;
