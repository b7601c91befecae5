import { type Agent, type AgentStatus, agentStatuses } from "@hub-of-minds/core";
import { useAgents } from "../../query/use-hub-queries";
import { EmptyState, ErrorState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { AgentAvatar } from "../dashboard/live-agents-card";
import { AgentRunsPanel } from "./agent-runs-panel";

const statusBadge: Record<AgentStatus, string> = {
  online: css.badge.success,
  processing: css.badge.accent,
  offline: css.badge.outline,
  error: css.badge.danger,
};

const statusLabel: Record<AgentStatus, string> = {
  online: "Online",
  processing: "Processing",
  offline: "Offline",
  error: "Error",
};

export function AgentRow({ agent }: { agent: Agent }) {
  return (
    <li className={css.card} data-testid="agent-row" style={{ flexDirection: "row", alignItems: "center" }}>
      <AgentAvatar agent={agent} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <h2 className={css.cardTitle}>{agent.name}</h2>
        <p className={`${css.muted} ${css.small}`} style={{ margin: 0 }}>
          {agent.type === "zero" ? "Supervising agent" : `Type: ${agent.type}`} ·{" "}
          {agent.currentTask ?? "No current task"}
        </p>
      </div>
      <span className={statusBadge[agent.status]} data-state={agent.status}>
        {statusLabel[agent.status]}
      </span>
    </li>
  );
}

/** `/agents`: every agent the configs define, with its status and current task (refreshed every 10 s). */
export function AgentsPage() {
  const agents = useAgents();
  const counts = agentStatuses.map((status) => ({
    status,
    count: agents.data?.filter((agent) => agent.status === status).length ?? 0,
  }));
  return (
    <>
      <header className={css.pageHeader}>
        <div>
          <h1 className={css.pageTitle}>My AI Personalities</h1>
          <p className={css.pageSubtitle}>Your agents, what they are doing now, and how they are doing</p>
        </div>
        {agents.data ? (
          <div className={css.row}>
            {counts.map(({ status, count }) => (
              <span key={status} className={statusBadge[status]}>
                {statusLabel[status]}: {count}
              </span>
            ))}
          </div>
        ) : null}
      </header>
      {agents.isPending ? (
        <SkeletonRows label="Loading agents" />
      ) : agents.isError ? (
        <ErrorState what="The agents" error={agents.error} onRetry={() => agents.refetch()} />
      ) : agents.data.length === 0 ? (
        <EmptyState title="No agents defined">
          <span>Add agents to agent_behaviors.yaml on the Personality Config screen.</span>
        </EmptyState>
      ) : (
        <>
          <ul className={css.list}>
            {agents.data.map((agent) => (
              <AgentRow key={agent.id} agent={agent} />
            ))}
          </ul>
          <AgentRunsPanel agents={agents.data.filter((agent) => agent.status !== "offline")} />
        </>
      )}
    </>
  );
}

export default AgentsPage;
