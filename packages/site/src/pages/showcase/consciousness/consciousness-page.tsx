import { createConsciousnessHubEngine } from "@hub-of-minds/core";
import { useEngine } from "@hub-of-minds/widgets";
import { useLocation } from "wouter";
import { Badge } from "../shared/badge";
import { formatClock } from "../shared/format";
import { LiveHeading } from "../shared/live-heading";
import { Meter } from "../shared/meter";
import { allPersonalityNames } from "../shared/personality-names";
import { useSeedOption } from "../shared/seed-option";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import { dimensionTone } from "../shared/status-tones";

/** Spec 001 consciousness hub at /consciousness, /massive-mind and /nonlinear-time. */
export function ConsciousnessPage() {
  const [state, dispatch] = useEngine(() => createConsciousnessHubEngine(allPersonalityNames), useSeedOption());
  const [, navigate] = useLocation();
  return (
    <ShowcaseShell
      eyebrow="Massive Mind · Nonlinear Time"
      title="Consciousness Hub"
      lead="56 AI personalities perceive past, present and future at once. Watch their streams of consciousness flow across the dimensions in real time."
      actions={
        <>
          <button type="button" className={css.button.primary} onClick={() => dispatch({ type: "expand" })}>
            Expand Consciousness
          </button>
          <button type="button" className={css.button.secondary} onClick={() => dispatch({ type: "quantumLeap" })}>
            Quantum Leap
          </button>
          <button type="button" className={css.button.ghost} onClick={() => dispatch({ type: "resetStreams" })}>
            Reset Streams
          </button>
          <button type="button" className={css.button.ghost} onClick={() => navigate("/universal-operations")}>
            Universal Operations
          </button>
        </>
      }
    >
      <section aria-labelledby="hub-state" className={css.grid}>
        <h2 id="hub-state" className={css.srOnly}>
          Hub state
        </h2>
        <div className={css.statTile}>
          <p className={css.statLabel}>Time Index</p>
          <p className={css.statValue} data-testid="time-index">
            {state.timeIndex}
          </p>
          <p className={`${css.muted} ${css.small}`}>of 0-99 on the nonlinear dial</p>
        </div>
        <div className={css.card}>
          <Meter label="Consciousness Level" value={state.level} />
          <div className={css.row}>
            <span className={css.muted}>Expansion</span>
            <Badge tone={state.expanding ? "success" : "neutral"}>{state.expanding ? "Expanding" : "Stable"}</Badge>
          </div>
        </div>
      </section>

      <div className={css.twoColumns}>
        <section aria-labelledby="live-streams">
          <LiveHeading id="live-streams" title="Live Consciousness Streams">
            <span className={css.small} data-testid="stream-count">
              {state.streams.length} / 8
            </span>
          </LiveHeading>
          {state.streams.length === 0 ? (
            <p className={css.empty}>The streams are quiet. A new stream arrives every 3 seconds.</p>
          ) : (
            <ul className={css.list} aria-label="Live streams">
              {state.streams.map((stream) => (
                <li key={stream.id} className={css.listItem}>
                  <div className={css.spread}>
                    <strong>{stream.name}</strong>
                    <Badge tone={dimensionTone[stream.dimension]}>{stream.dimension}</Badge>
                  </div>
                  <p>{stream.message}</p>
                  <p className={`${css.muted} ${css.small}`}>
                    {stream.aiPersonality} · intensity {stream.intensity}/100 · {formatClock(stream.timestamp)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="moments">
          <h2 id="moments" className={css.sectionTitle}>
            Significant Moments
          </h2>
          <ol className={css.list}>
            {state.moments.map((moment) => (
              <li key={moment.id} className={css.listItem}>
                <div className={css.spread}>
                  <strong>{moment.description}</strong>
                  <Badge>T{moment.timeIndex}</Badge>
                </div>
                <p className={`${css.muted} ${css.small}`}>
                  Significance {moment.significance}% · {moment.activePersonalities.join(", ")}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </ShowcaseShell>
  );
}
