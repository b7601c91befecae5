import {
  createIdeaWidgetEngine,
  type IdeaRipple,
  ideaWidgetCounterMax,
  ideaWidgetSubmitDelayMs,
} from "@hub-of-minds/core/protocol";
import { useEffect, useId, useRef, useState } from "react";
import { useEngine } from "../shared/use-engine";
import * as ui from "../shared/widget.css";
import { emitWidgetEvent } from "../shared/widget-events";
import { useWidgetTheme } from "../theme/use-widget-theme";
import * as css from "./idea-cosmos.css";

export interface IdeaCosmosWidgetProps {
  theme?: string;
  /** Fixes the random source (stories, tests). */
  seed?: number;
  /** Name shown on released ideas; empty means the engine's default. */
  author?: string;
  /** Called (besides the `hom-idea-submitted` event) when an idea becomes a ripple. */
  onSubmitted?: (ripple: IdeaRipple) => void;
  /** Released once when the widget mounts (the story of the releasing state). */
  initialIdea?: string;
}

const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const number = new Intl.NumberFormat("en-US");

/** Spec 001 idea widget: stats, textarea with x/500 counter, release button (2 s simulated delay), ripples. */
export function IdeaCosmosWidget({ theme, seed, author, onSubmitted, initialIdea }: IdeaCosmosWidgetProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const themeClass = useWidgetTheme(theme, rootRef);
  const [state, dispatch] = useEngine(createIdeaWidgetEngine, seed === undefined ? {} : { seed });
  const [text, setText] = useState("");
  const releasing = state.pending !== null;
  useEffect(() => {
    if (initialIdea) dispatch({ type: "submit", idea: initialIdea });
  }, [initialIdea, dispatch]);

  // The simulated release: settle after the delay; unmounting (element removed) cancels it.
  useEffect(() => {
    if (!releasing) return;
    const timer = setTimeout(() => dispatch({ type: "settle" }), ideaWidgetSubmitDelayMs);
    return () => clearTimeout(timer);
  }, [releasing, dispatch]);

  const newest = state.ripples[0];
  const announced = useRef(newest?.id);
  useEffect(() => {
    if (!newest || newest.id === announced.current) return;
    announced.current = newest.id;
    emitWidgetEvent(rootRef.current, "hom-idea-submitted", {
      idea: newest.idea,
      submittedBy: newest.submittedBy,
      universalScore: newest.universalScore,
      dimensions: [...newest.dimensions],
    });
    onSubmitted?.(newest);
  }, [newest, onSubmitted]);

  const release = () => {
    if (text.trim() === "" || releasing) return;
    dispatch({ type: "submit", idea: text, ...(author ? { submittedBy: author } : {}) });
    setText("");
  };

  const { stats } = state;
  return (
    <section ref={rootRef} className={`${themeClass} ${ui.root}`} aria-labelledby={`${id}-title`} part="root">
      <header className={ui.header}>
        <h2 id={`${id}-title`} className={ui.title}>
          Idea Cosmos
        </h2>
        <span className={ui.badge}>Ripple Effect</span>
      </header>
      <dl className={ui.stats} aria-label="Idea statistics" part="stats">
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Total Ideas</dt>
          <dd className={ui.statValue} data-testid="stat-ideas">
            {number.format(stats.totalIdeas)}
          </dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Universal Enhancement</dt>
          <dd className={ui.statValue} data-testid="stat-points">
            {number.format(stats.universalEnhancement)}
          </dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Active Ripples</dt>
          <dd className={ui.statValue}>{number.format(stats.activeRipples)}</dd>
        </div>
        <div className={ui.stat}>
          <dt className={ui.statLabel}>Dimensions</dt>
          <dd className={ui.statValue}>{stats.dimensionalSpread}</dd>
        </div>
      </dl>
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          release();
        }}
      >
        <label className={css.field} htmlFor={`${id}-idea`}>
          <span className={ui.label}>Share an idea with the cosmos</span>
        </label>
        <textarea
          id={`${id}-idea`}
          className={`${ui.field} ${css.textarea}`}
          rows={3}
          value={text}
          placeholder="What idea could change the universe?"
          disabled={releasing}
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.currentTarget.value)}
          part="input"
        />
        <div className={css.formFoot}>
          <span id={`${id}-count`} className={css.counter} data-testid="idea-counter">
            {text.length}/{ideaWidgetCounterMax}
          </span>
          <button
            type="submit"
            className={ui.button}
            disabled={releasing || text.trim() === ""}
            data-state={releasing ? "releasing" : "idle"}
            part="submit"
          >
            {releasing ? "Releasing into the cosmos..." : "Release Idea"}
          </button>
        </div>
      </form>
      <h3 className={css.subtitle}>Cosmic Ripples</h3>
      {state.ripples.length === 0 ? (
        <p className={ui.muted}>No ripples yet. Release the first idea.</p>
      ) : (
        <ol
          className={`${ui.list} ${css.ripples}`}
          aria-label="Cosmic ripples"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
        >
          {state.ripples.map((ripple) => (
            <li key={ripple.id} className={ui.card} data-testid="ripple" data-status={ripple.status}>
              <p className={css.idea}>{ripple.idea}</p>
              <p className={css.meta}>
                <span>{ripple.submittedBy}</span>
                <time dateTime={new Date(ripple.timestamp).toISOString()}>{clock.format(ripple.timestamp)}</time>
                <span className={css.status} data-status={ripple.status}>
                  {ripple.status}
                </span>
              </p>
              <p className={css.meta}>
                <span>Intensity {ripple.rippleIntensity}/10</span>
                <span>Universal score {ripple.universalScore}</span>
              </p>
              <ul className={css.tags} aria-label="Dimensions">
                {ripple.dimensions.map((dimension) => (
                  <li key={dimension} className={css.tag}>
                    {dimension}
                  </li>
                ))}
              </ul>
              <ul className={css.effects} aria-label="Effects">
                {ripple.effects.map((effect) => (
                  <li key={effect}>{effect}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
