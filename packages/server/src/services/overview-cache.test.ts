import type { DashboardOverview } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { createEventBus } from "../live/event-bus";
import { createOverviewCache } from "./overview-cache";

function countingService() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async get() {
      calls += 1;
      return { interactions: calls } as unknown as DashboardOverview;
    },
  };
}

describe("overview cache", () => {
  it("shares one computation between concurrent requests and reuses it within the TTL", async () => {
    const service = countingService();
    const cache = createOverviewCache(service, createEventBus(), 60_000);
    const answers = await Promise.all([cache.json(), cache.json(), cache.json()]);
    expect(answers).toEqual(['{"interactions":1}', '{"interactions":1}', '{"interactions":1}']);
    expect(await cache.json()).toBe('{"interactions":1}');
    expect(service.calls).toBe(1);
  });

  it("drops the cached answer on any hub event", async () => {
    const service = countingService();
    const bus = createEventBus();
    const cache = createOverviewCache(service, bus, 60_000);
    await cache.json();
    bus.publish("config_update", { filename: "integrations.yaml", isValid: true });
    expect(await cache.json()).toBe('{"interactions":2}');
  });

  it("computes every time with a TTL of 0", async () => {
    const service = countingService();
    const cache = createOverviewCache(service, createEventBus(), 0);
    await cache.json();
    expect(await cache.json()).toBe('{"interactions":2}');
  });
});
