import type { IntegrationType } from "@hub-of-minds/core";
import { useIntegrations } from "../../query/use-hub-queries";
import { EmptyState, ErrorState, LoadingState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";

/** Spec 000: desktop, mobile, web or other; drawn as small outline icons (no emoji font needed). */
export const integrationTypeIcons: Record<IntegrationType, { path: string; label: string }> = {
  desktop: { path: "M3 4h18v12H3z M8 20h8 M12 16v4", label: "Desktop app" },
  mobile: { path: "M7 2h10v20H7z M11 18h2", label: "Mobile app" },
  web: {
    path: "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20z M2 12h20 M12 2c3 3 3 17 0 20 M12 2c-3 3-3 17 0 20",
    label: "Web app",
  },
  other: { path: "M9 2v6 M15 2v6 M6 8h12v4a6 6 0 0 1-12 0z M12 18v4", label: "Other app" },
};

export function IntegrationTypeIcon({ type }: { type: IntegrationType }) {
  const { path, label } = integrationTypeIcons[type];
  return (
    <>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        data-icon={type}
      >
        <path d={path} />
      </svg>
      <span className={css.visuallyHidden}>{label}:</span>
    </>
  );
}

/** Spec 000: name and type icon; green dot when connected, red otherwise. */
export function IntegrationsCard() {
  const integrations = useIntegrations();
  return (
    <section className={css.card} aria-labelledby="integrations-title">
      <h2 id="integrations-title" className={css.cardTitle}>
        App Integrations
      </h2>
      {integrations.isPending ? (
        <LoadingState label="Loading integrations..." />
      ) : integrations.isError ? (
        <ErrorState what="The integrations" error={integrations.error} onRetry={() => integrations.refetch()} />
      ) : integrations.data.length === 0 ? (
        <EmptyState title="No integrations yet" />
      ) : (
        <ul className={css.list} data-testid="integrations">
          {integrations.data.map((integration) => {
            const connected = integration.status === "connected";
            return (
              <li key={integration.id} className={css.listItem}>
                <span className={css.row}>
                  <IntegrationTypeIcon type={integration.type} />
                  {integration.name}
                </span>
                <span
                  className={connected ? css.dot.on : css.dot.off}
                  role="img"
                  aria-label={connected ? "Connected" : "Not connected"}
                  data-state={connected ? "connected" : "disconnected"}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
