import {
  createUniversalOperationsEngine,
  linearInsightsProcessed,
  operationsEfficiencyPercent,
  universesEnhanced,
} from "@hub-of-minds/core";
import { useEngine } from "@hub-of-minds/widgets";
import { useLocation } from "wouter";
import { Badge } from "../shared/badge";
import { capitalise, formatHugeNumber, formatPercent } from "../shared/format";
import { LiveHeading } from "../shared/live-heading";
import { Meter } from "../shared/meter";
import { allPersonalityNames } from "../shared/personality-names";
import { useSeedOption } from "../shared/seed-option";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import { insightImpactTone, operationTone } from "../shared/status-tones";

/** Spec 001 universal operations at /universal-operations, /cosmic-enhancement and /linear-insights. */
export function UniversalOperationsPage() {
  const [state, dispatch] = useEngine(() => createUniversalOperationsEngine(allPersonalityNames), useSeedOption());
  const [, navigate] = useLocation();
  const stats = [
    {
      id: "insights",
      label: "Linear Insights Processed",
      value: linearInsightsProcessed(state).toLocaleString("en-US"),
    },
    { id: "efficiency", label: "Operations Efficiency", value: formatPercent(operationsEfficiencyPercent(state)) },
    { id: "universes", label: "Universes Enhanced", value: formatHugeNumber(universesEnhanced(state)) },
    { id: "active", label: "Active Operations", value: String(state.activeOperations) },
  ];
  return (
    <ShowcaseShell
      eyebrow="Cosmic Enhancement · Linear Insights"
      title="Universal Operations"
      lead="Human linear thinking, step by step, becomes the raw material of cosmic change. The minds amplify every insight into operations that span universes."
      actions={
        <>
          <button type="button" className={css.button.primary} onClick={() => dispatch({ type: "amplify" })}>
            Amplify Linear Insights
          </button>
          <button
            type="button"
            className={css.button.secondary}
            onClick={() => dispatch({ type: "initiateOperation" })}
          >
            Initiate New Operation
          </button>
          <button type="button" className={css.button.ghost} onClick={() => navigate("/consciousness")}>
            Return to Consciousness
          </button>
        </>
      }
    >
      <section aria-labelledby="operation-stats">
        <h2 id="operation-stats" className={css.srOnly}>
          Operation statistics
        </h2>
        <div className={css.grid}>
          {stats.map((stat) => (
            <div key={stat.id} className={css.statTile}>
              <p className={css.statLabel}>{stat.label}</p>
              <p className={css.statValue} data-testid={`stat-${stat.id}`}>
                {stat.value}
              </p>
            </div>
          ))}
        </div>
        <div className={css.card} style={{ marginTop: 16 }}>
          <Meter label="Enhancement Level" value={state.level} />
        </div>
      </section>

      <div className={css.twoColumns}>
        <section aria-labelledby="insights-feed">
          <LiveHeading id="insights-feed" title="Linear Insights Feed">
            <span className={css.small} data-testid="insight-count">
              {state.insights.length} / 12
            </span>
          </LiveHeading>
          <ul className={css.list} aria-label="Insights">
            {state.insights.map((insight) => (
              <li key={insight.id} className={css.listItem}>
                <div className={css.spread}>
                  <span className={`${css.muted} ${css.small}`}>{insight.source}</span>
                  <Badge tone={insightImpactTone[insight.impactLevel]}>{insight.impactLevel}</Badge>
                </div>
                <p>
                  <strong>{insight.insight}</strong>
                </p>
                <p className={css.muted}>{insight.universalApplication}</p>
                <p className={`${css.muted} ${css.small}`}>
                  {capitalise(insight.status)} · amplified by {insight.createdBy}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="operations">
          <h2 id="operations" className={css.sectionTitle}>
            Cosmic Operations
          </h2>
          <ul className={css.list}>
            {state.operations.map((operation) => (
              <li key={operation.id} className={css.listItem}>
                <div className={css.spread}>
                  <strong>{operation.name}</strong>
                  <Badge tone={operationTone[operation.status]}>{operation.status}</Badge>
                </div>
                <p className={css.muted}>{operation.description}</p>
                <Meter
                  label="Progress"
                  ariaLabel={`${operation.name} progress`}
                  value={operation.progress}
                  valueText={`${operation.progress}%`}
                />
                <p className={`${css.muted} ${css.small}`}>
                  {operation.linearContributions.toLocaleString("en-US")} linear contributions ·{" "}
                  {operation.cosmicImpact}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </ShowcaseShell>
  );
}
