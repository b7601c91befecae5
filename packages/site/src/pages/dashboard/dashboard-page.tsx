import { useOverview } from "../../query/use-overview";
import { ErrorState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { IntegrationsCard } from "./integrations-card";
import { KnowledgeCard } from "./knowledge-card";
import { LiveAgentsCard } from "./live-agents-card";
import { MessageQueueCard } from "./message-queue-card";
import { PersonalitySettingsCard } from "./personality-settings-card";
import { RecentActionsCard } from "./recent-actions-card";
import { SocketIndicator } from "./socket-indicator";
import { StatCards } from "./stat-cards";
import { SystemHealthCard } from "./system-health-card";

/** Spec 000's dashboard: header, four stat cards and the seven live cards. */
export function DashboardPage() {
  const overview = useOverview();
  if (overview.isPending) {
    return (
      <div data-testid="dashboard" data-state="loading" aria-busy="true">
        <DashboardSkeleton />
      </div>
    );
  }
  return (
    <div data-testid="dashboard" data-state={overview.isError ? "error" : "ready"}>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>My AI Personality Hub</h1>
          <p className={css.pageSubtitle}>Manage and orchestrate your personal AI minds</p>
        </div>
        <div className={css.row}>
          {/* Spec 000's badge, said only while the hub answers. */}
          {overview.isError ? (
            <span className={css.badge.danger}>Hub unreachable</span>
          ) : (
            <span className={css.badge.success}>System Online</span>
          )}
          <SocketIndicator />
        </div>
      </header>
      {overview.isError ? (
        <ErrorState what="The hub's overview" error={overview.error} onRetry={() => overview.refetch()} />
      ) : (
        <StatCards overview={overview.data} />
      )}
      <div className={css.grid} style={{ marginTop: 24 }}>
        <LiveAgentsCard />
        <SystemHealthCard />
        <PersonalitySettingsCard />
        <IntegrationsCard />
        {overview.data ? (
          <>
            <MessageQueueCard queue={overview.data.queueStats} />
            <RecentActionsCard actions={overview.data.recentActions} />
            <KnowledgeCard knowledgeBase={overview.data.knowledgeBase} />
          </>
        ) : null}
      </div>
    </div>
  );
}

export default DashboardPage;
