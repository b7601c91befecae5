import type { DashboardOverview } from "@hub-of-minds/core";
import { Link } from "wouter";
import { ProgressBar } from "../../ui/progress-bar";
import * as css from "../../ui/ui.css";
import { knowledgeInsights } from "./dashboard-figures";

/** Spec 000: fixed coverage 97.3 %, category and relationship counts, a fixed breakthrough. */
export function KnowledgeCard({ knowledgeBase }: { knowledgeBase: DashboardOverview["knowledgeBase"] }) {
  return (
    <section className={css.card} aria-labelledby="knowledge-title">
      <h2 id="knowledge-title" className={css.cardTitle}>
        Knowledge Base Insights
      </h2>
      <div className={css.spread}>
        <span>General Knowledge</span>
        <strong>{knowledgeInsights.generalKnowledgeCoverage}</strong>
      </div>
      <ProgressBar label="General Knowledge coverage" percent={97.3} />
      <dl className={css.gridSmall} style={{ gridTemplateColumns: "repeat(2, 1fr)", margin: 0 }}>
        <div className={css.listItem} style={{ flexDirection: "column", alignItems: "start" }}>
          <dt className={`${css.muted} ${css.small}`}>Categories</dt>
          <dd style={{ margin: 0, fontWeight: 700 }} data-testid="knowledge-categories">
            {knowledgeBase.categories.toLocaleString("en-US")}
          </dd>
        </div>
        <div className={css.listItem} style={{ flexDirection: "column", alignItems: "start" }}>
          <dt className={`${css.muted} ${css.small}`}>Relationships</dt>
          <dd style={{ margin: 0, fontWeight: 700 }} data-testid="knowledge-relationships">
            {knowledgeBase.relationships.toLocaleString("en-US")}
          </dd>
        </div>
      </dl>
      <div className={css.listItem} style={{ flexDirection: "column", alignItems: "start" }}>
        <strong>Latest Breakthrough</strong>
        <p style={{ margin: 0 }} className={css.small}>
          {knowledgeInsights.latestBreakthrough}
        </p>
      </div>
      <Link href="/minds-directory" className={css.button.primary}>
        Explore Knowledge Graph
      </Link>
    </section>
  );
}
