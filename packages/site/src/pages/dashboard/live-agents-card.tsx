import type { Agent, AgentType } from "@hub-of-minds/core";
import { Link } from "wouter";
import { useAgents } from "../../query/use-hub-queries";
import { ErrorState, LoadingState } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import * as dash from "./dashboard.css";

/** The avatar colour by agent type (spec 000, section 3). */
export const agentTypeColors: Record<AgentType, string> = {
  eve: "#f472b6",
  adam: "#60a5fa",
  zero: "#fbbf24",
  other: "#a78bfa",
};

export function AgentAvatar({ agent }: { agent: Pick<Agent, "name" | "type"> }) {
  return (
    <span className={dash.agentAvatar} style={{ background: agentTypeColors[agent.type] }} aria-hidden="true">
      {agent.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** Spec 000: online agents only; type zero supervises. */
export function LiveAgentsCard() {
  const agents = useAgents();
  const online = agents.data?.filter((agent) => agent.status === "online") ?? [];
  return (
    <section className={css.card} aria-labelledby="live-agents-title">
      <h2 id="live-agents-title" className={css.cardTitle}>
        Live AI Agents
      </h2>
      {agents.isPending ? (
        <LoadingState label="Loading agents..." />
      ) : agents.isError ? (
        <ErrorState what="The agents" error={agents.error} onRetry={() => agents.refetch()} />
      ) : online.length === 0 ? (
        <p className={css.muted}>No active agents</p>
      ) : (
        <ul className={css.list} data-testid="live-agents">
          {online.map((agent) => (
            <li key={agent.id} className={css.listItem}>
              <span className={css.row} style={{ minWidth: 0, flexWrap: "nowrap" }}>
                <AgentAvatar agent={agent} />
                <span style={{ minWidth: 0 }}>
                  <span style={{ display: "block", fontWeight: 600 }}>{agent.name}</span>
                  {agent.currentTask ? (
                    <span className={`${css.muted} ${css.small} ${css.ellipsis}`} style={{ display: "block" }}>
                      {agent.currentTask}
                    </span>
                  ) : null}
                </span>
              </span>
              <span className={agent.type === "zero" ? css.badge.warning : css.badge.success}>
                {agent.type === "zero" ? "Supervising" : "Online"}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link href="/consciousness" className={css.button.primary}>
        Enter Consciousness Theater
      </Link>
    </section>
  );
}
