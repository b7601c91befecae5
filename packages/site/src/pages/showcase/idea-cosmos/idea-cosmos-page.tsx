import {
  createIdeaCosmosEngine,
  ideaCosmosEmptyIdeasText,
  ideaCosmosEmptyRipplesText,
  visibleRipples,
} from "@hub-of-minds/core";
import { useEngine } from "@hub-of-minds/widgets";
import { Badge } from "../shared/badge";
import { formatClock } from "../shared/format";
import { useSeedOption } from "../shared/seed-option";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import { ideaStatusTone } from "../shared/status-tones";
import * as local from "./idea-cosmos.css";
import { IdeaForm } from "./idea-form";

/** Spec 001 idea-cosmos at /idea-cosmos, /human-ideas and /cosmic-ripples. */
export function IdeaCosmosPage() {
  const [state, dispatch] = useEngine(createIdeaCosmosEngine, useSeedOption());
  const ripples = visibleRipples(state);
  return (
    <ShowcaseShell
      eyebrow="Human Ideas · Cosmic Ripples"
      title="Idea Cosmos"
      lead="Every human idea sends ripples through time and across dimensions. Release yours and watch its effects spread."
    >
      <div className={css.twoColumns}>
        <IdeaForm onSubmit={(idea, author) => dispatch({ type: "submit", idea, author })} />
        <section aria-labelledby="ripples-title" className={css.card}>
          <h2 id="ripples-title" className={css.cardTitle}>
            Cosmic Ripples
          </h2>
          <div className={local.canvas} aria-hidden="true">
            {ripples.map((ripple) => (
              <span
                key={ripple.id}
                className={local.ripple}
                style={{
                  left: `${ripple.x}%`,
                  top: `${ripple.y}%`,
                  width: ripple.size,
                  height: ripple.size,
                  opacity: ripple.opacity,
                  borderColor: ripple.color,
                }}
              />
            ))}
          </div>
          {ripples.length === 0 ? (
            <p className={css.empty}>{ideaCosmosEmptyRipplesText}</p>
          ) : (
            <ul className={css.list} aria-label="Live ripples">
              {ripples.map(({ id, color, rippleEffect }) => (
                <li key={id} className={css.listItem} style={{ borderLeft: `4px solid ${color}` }}>
                  <p>{rippleEffect.effect}</p>
                  <p className={`${css.muted} ${css.small}`}>
                    {rippleEffect.dimension} · {rippleEffect.magnitude} · {rippleEffect.temporalDirection} · time{" "}
                    {rippleEffect.timeIndex}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="ideas-title">
        <h2 id="ideas-title" className={css.sectionTitle}>
          Submitted Ideas
        </h2>
        {state.ideas.length === 0 ? (
          <p className={css.empty}>{ideaCosmosEmptyIdeasText}</p>
        ) : (
          <ul className={css.list} aria-label="Submitted ideas">
            {state.ideas.map((idea) => (
              <li key={idea.id} className={css.listItem}>
                <div className={css.spread}>
                  <strong>{idea.idea}</strong>
                  <Badge tone={ideaStatusTone[idea.status]}>{idea.status}</Badge>
                </div>
                <p className={`${css.muted} ${css.small}`}>
                  by {idea.author} · {formatClock(idea.timestamp)}
                </p>
                <p className={css.small}>
                  {idea.cosmicRipples.length} ripples · universal impact {idea.universalImpact} ·{" "}
                  {idea.dimensionsAffected} dimensions affected
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ShowcaseShell>
  );
}
