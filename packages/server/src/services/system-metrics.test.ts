import { describe, expect, it } from "vitest";
import { createMetricsSampler, type MetricsSources, parseNetDev } from "./system-metrics";

const netDev = `Inter-|   Receive                                                |  Transmit
 face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed
    lo: 5000 10 0 0 0 0 0 0 5000 10 0 0 0 0 0 0
  eth0: 1000 10 0 0 0 0 0 0 2000 10 0 0 0 0 0 0
`;

function fakeSources(): MetricsSources & { tick(ms: number, busy: number, idle: number, bytes: number): void } {
  let now = 0;
  let busy = 0;
  let total = 0;
  let bytes: number | undefined = 0;
  return {
    now: () => now,
    cpuTimes: () => ({ busy, total }),
    memory: () => ({ free: 25, total: 100 }),
    networkBytes: () => bytes,
    tick(ms, b, idle, n) {
      now += ms;
      busy += b;
      total += b + idle;
      bytes = n < 0 ? undefined : (bytes ?? 0) + n;
    },
  };
}

describe("system metrics", () => {
  it("sums non-loopback received and sent bytes", () => {
    expect(parseNetDev(netDev)).toBe(3000);
  });

  it("computes CPU %, memory % and network GB/s from deltas between samples", () => {
    const sources = fakeSources();
    const sampler = createMetricsSampler(sources);
    sources.tick(1000, 300, 700, 2_500_000_000);
    expect(sampler.read()).toEqual([
      { metricType: "cpu", value: "30.0" },
      { metricType: "memory", value: "75.0" },
      { metricType: "network", value: "2.5000" },
    ]);
  });

  it("answers the previous readings for samples too close together, and defaults only where unreadable", () => {
    const sources = fakeSources();
    const sampler = createMetricsSampler(sources);
    sources.tick(1000, 500, 500, 0);
    const first = sampler.read();
    sources.tick(10, 1, 1, 0);
    expect(sampler.read()).toBe(first);
    sources.tick(1000, 100, 900, -1);
    expect(sampler.read()[2]).toEqual({ metricType: "network", value: "1.2000" });
  });
});
