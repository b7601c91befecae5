import type { DashboardOverview } from "@hub-of-minds/core";
import * as css from "./dashboard.css";

/** Spec 000: the dashboard's four stat cards. */
export function StatCards({ overview }: { overview: DashboardOverview }) {
  const cards = [
    { label: "My AI Personalities", value: overview.agents.active, testId: "stat-agents" },
    { label: "Creative Insights", value: overview.breakthroughs, testId: "stat-insights" },
    { label: "Personal Knowledge", value: overview.knowledgeBase.size, testId: "stat-knowledge" },
  ];
  return (
    <section className={css.statGrid} aria-label="Overview">
      {cards.map((card) => (
        <article key={card.label} className={css.statCard}>
          <h2 className={css.statLabel}>{card.label}</h2>
          <p className={css.statValue} data-testid={card.testId}>
            {card.value.toLocaleString("en-US")}
          </p>
        </article>
      ))}
      <article className={css.statCard}>
        <h2 className={css.statLabel}>Connected Apps</h2>
        <p className={css.statValue}>
          <span data-testid="stat-apps">
            {overview.integrations.connected}/{overview.integrations.total}
          </span>
          <span className={css.statBadge} data-testid="stat-interactions">
            {overview.interactions.toLocaleString("en-US")} interactions
          </span>
        </p>
      </article>
    </section>
  );
}
