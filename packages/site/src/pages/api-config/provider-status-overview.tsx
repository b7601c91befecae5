import type { ProviderStatus } from "@hub-of-minds/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { isUnauthorized } from "../../auth/admin-session";
import { ErrorState, SkeletonRows } from "../../ui/query-states";
import * as ui from "../../ui/ui.css";
import * as css from "./api-config.css";
import { ConnectionBadge } from "./connection-badge";
import { providerCatalog } from "./provider-catalog";
import { maskedKey, type ProviderKeysState, statusOf } from "./provider-keys-state";

type HeadingLevel = "h3" | "h4";

const savedAt = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** One card per provider: connection badge and whether a key is saved, shown only by its last 4 characters. */
export function ProviderStatusOverview({
  status,
  panels,
  titleAs: Title = "h3",
  onSignIn,
}: {
  status: UseQueryResult<ProviderStatus[]>;
  panels: ProviderKeysState;
  titleAs?: HeadingLevel;
  onSignIn: () => void;
}) {
  if (status.isPending) return <SkeletonRows rows={1} label="Loading the provider status" />;
  if (status.isError && isUnauthorized(status.error)) {
    return (
      <div className={ui.state} role="status" data-testid="status-sign-in">
        <p style={{ margin: 0 }}>Sign in as the administrator to see which provider keys are saved.</p>
        <button type="button" className={ui.button.secondary} onClick={onSignIn}>
          Sign in
        </button>
      </div>
    );
  }
  if (status.isError) {
    return <ErrorState what="The provider status" error={status.error} onRetry={() => status.refetch()} />;
  }
  return (
    <ul className={css.overview} aria-label="Provider status">
      {providerCatalog.map((info) => {
        const saved = statusOf(status.data, info.id);
        return (
          <li key={info.id} className={css.statusCard} data-testid={`status-${info.id}`}>
            <div className={ui.spread}>
              <Title className={css.statusTitle}>{info.title}</Title>
              <ConnectionBadge state={panels[info.id].connection} />
            </div>
            {saved.configured && saved.last4 ? (
              <p className={ui.small} style={{ margin: 0 }}>
                Key saved:{" "}
                <span className={css.mono} data-testid="saved-key">
                  {maskedKey(saved.last4)}
                </span>
              </p>
            ) : (
              <p className={`${ui.small} ${ui.muted}`} style={{ margin: 0 }}>
                No key saved
              </p>
            )}
            {saved.configured && saved.updatedAt ? (
              <p className={`${ui.small} ${ui.muted}`} style={{ margin: 0 }}>
                Updated {savedAt(saved.updatedAt)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
