import { createEngineStore, type Engine, type EngineStoreOptions } from "@hub-of-minds/core/protocol";
import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * Runs a core engine for the lifetime of a component: timers start on mount, pause while the tab is
 * hidden and stop on unmount, so a removed widget leaves no interval behind.
 */
export function useEngine<S, E>(
  factory: () => Engine<S, E>,
  options?: EngineStoreOptions,
): [state: S, dispatch: (event: E) => void] {
  const [runner] = useState(() => createEngineStore(factory(), options));
  useEffect(() => {
    const sync = () => (document.visibilityState === "hidden" ? runner.stop() : runner.start());
    sync();
    document.addEventListener("visibilitychange", sync);
    return () => {
      document.removeEventListener("visibilitychange", sync);
      runner.stop();
    };
  }, [runner]);
  const state = useSyncExternalStore(runner.store.subscribe, runner.store.getState, runner.store.getState);
  return [state, runner.dispatch];
}
