import { describe, expect, it } from "vitest";
import { pollingIntervalsMs, queryDefaults, toastConstants, tooltipConstants } from "./ui-constants";

describe("ui constants", () => {
  it("poll at the documented rates", () => {
    expect(pollingIntervalsMs).toEqual({
      metrics: 5000,
      configs: 5000,
      agents: 10000,
      integrations: 15000,
      overview: 30000,
    });
  });

  it("never refetch on their own or retry", () => {
    expect(queryDefaults.queries).toEqual({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(queryDefaults.mutations.retry).toBe(false);
  });

  it("keep toast and tooltip timings", () => {
    expect(toastConstants).toEqual({
      limit: 1,
      removeDelayMs: 1000000,
      durationMs: 5000,
      swipeDirection: "right",
      swipeThreshold: 50,
      hotkey: ["F8"],
      viewportMaxWidthPx: 420,
    });
    expect(tooltipConstants).toEqual({ delayDurationMs: 700, skipDelayDurationMs: 300 });
  });
});
