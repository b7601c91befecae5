import { createStreamWidgetEngine, intensityBand, streamWidgetConstants } from "@hub-of-minds/core/protocol";
import { useId, useRef } from "react";
import { useEngine } from "../shared/use-engine";
import { useWidgetTheme } from "../theme/use-widget-theme";
import * as css from "./consciousness.css";

export interface ConsciousnessWidgetProps {
  /** The personalities whose streams appear. */
  names: readonly string[];
  /** Fixes the random source (stories, tests); omitted means a fresh run per page load. */
  seed?: number;
  theme?: string;
}

const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** Spec 001 consciousness widget: the current flow and 8 stream entries regenerated every 5 s. */
export function ConsciousnessWidget({ names, seed, theme }: ConsciousnessWidgetProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const themeClass = useWidgetTheme(theme, rootRef);
  const [state] = useEngine(() => createStreamWidgetEngine(names), seed === undefined ? {} : { seed });
  return (
    <section ref={rootRef} className={`${themeClass} ${css.root}`} aria-labelledby={titleId} part="root">
      <header className={css.header} part="header">
        <h2 id={titleId} className={css.title}>
          Consciousness Streams
        </h2>
        <span className={css.live}>Live</span>
      </header>
      <dl className={css.facts} part="facts">
        <div className={css.fact}>
          <dt className={css.factLabel}>Current Flow</dt>
          <dd className={css.factValue}>{streamWidgetConstants.flow}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>Progression</dt>
          <dd className={css.factValue}>{streamWidgetConstants.progression}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>Quantum State</dt>
          <dd className={css.factValue}>{streamWidgetConstants.quantumState}</dd>
        </div>
      </dl>
      <ol
        className={css.list}
        part="entries"
        aria-label="Stream entries"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        data-generation={state.generation}
      >
        {state.entries.map((entry) => (
          <li key={entry.id} className={css.entry} data-testid="stream-entry" part="entry">
            <div className={css.entryHead}>
              <span className={css.name}>{entry.aiName}</span>
              <time className={css.time} dateTime={new Date(entry.timestamp).toISOString()}>
                {clock.format(entry.timestamp)}
              </time>
              <span className={css.badge}>{entry.dimension}</span>
            </div>
            <span className={css.intensity[intensityBand(entry.intensity)]}>{entry.intensity}/10</span>
            <p className={css.activity}>{entry.activity}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
