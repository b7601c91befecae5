import { createStore, type StoreApi } from "zustand/vanilla";
import { platformTimers } from "../platform";
import { createRng, randomSeed } from "../random/rng";
import type { Engine, EngineContext } from "./engine";

export interface EngineStoreOptions {
  seed?: number;
  clock?: () => number;
}

export interface EngineStore<S, E> {
  store: StoreApi<S>;
  dispatch(event: E): void;
  /** Starts the engine's timers; idempotent. */
  start(): void;
  /** Stops every timer; the state stays as it is. */
  stop(): void;
  readonly running: boolean;
}

/** The edge around a pure engine: a zustand vanilla store plus the timers, started and stopped by its owner. */
export function createEngineStore<S, E>(engine: Engine<S, E>, options: EngineStoreOptions = {}): EngineStore<S, E> {
  const rng = createRng(options.seed ?? randomSeed());
  const clock = options.clock ?? Date.now;
  const ctx = (): EngineContext => ({ rng, now: clock() });
  const store = createStore<S>(() => engine.init(ctx()));
  let handles: unknown[] = [];

  const dispatch = (event: E): void => {
    const next = engine.reduce(store.getState(), event, ctx());
    if (next !== store.getState()) store.setState(next, true);
  };

  return {
    store,
    dispatch,
    start() {
      if (handles.length > 0) return;
      const timers = platformTimers();
      handles = engine.timers.map((timer) => timers.setInterval(() => dispatch(timer.event), timer.everyMs));
    },
    stop() {
      const timers = platformTimers();
      for (const handle of handles) timers.clearInterval(handle);
      handles = [];
    },
    get running() {
      return handles.length > 0;
    },
  };
}
