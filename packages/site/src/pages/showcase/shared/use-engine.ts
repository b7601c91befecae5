import { createEngineStore, type Engine, type EngineStoreOptions } from "@hub-of-minds/core";
import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * The site's copy of the widgets' `useEngine` (not exported across packages): timers start on mount, pause
 * while the tab is hidden and stop on unmount, so leaving a showcase page leaves no interval behind.
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
