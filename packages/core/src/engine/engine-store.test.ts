import { afterEach, describe, expect, it, vi } from "vitest";
import { createStreamWidgetEngine } from "../engines/stream-widget.engine";
import { createEngineStore } from "./engine-store";

afterEach(() => vi.useRealTimers());

describe("createEngineStore", () => {
  it("runs the engine's timers only between start and stop", () => {
    vi.useFakeTimers();
    const runner = createEngineStore(createStreamWidgetEngine(["Aurora"]), { seed: 1, clock: () => 0 });
    expect(runner.store.getState().generation).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(runner.store.getState().generation).toBe(0);
    runner.start();
    runner.start();
    vi.advanceTimersByTime(10_000);
    expect(runner.store.getState().generation).toBe(2);
    runner.stop();
    expect(runner.running).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(runner.store.getState().generation).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
