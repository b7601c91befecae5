import type { Rng } from "../random/rng";

/** What an engine may read besides its state: randomness and time are injected, never global. */
export interface EngineContext {
  rng: Rng;
  /** Milliseconds since the epoch, from the injected clock. */
  now: number;
}

/** A timer the edge runs: every `everyMs` it dispatches `event`. */
export interface EngineTimer<E> {
  everyMs: number;
  event: E;
}

/**
 * A pure simulation: `state + event (+ rng, now) -> state`. Time passing is an event like any other,
 * so a test drives an engine step by step and gets exact values.
 */
export interface Engine<S, E> {
  init(ctx: EngineContext): S;
  reduce(state: S, event: E, ctx: EngineContext): S;
  timers: readonly EngineTimer<E>[];
}
