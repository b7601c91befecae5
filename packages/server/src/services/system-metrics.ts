import { readFileSync } from "node:fs";
import { cpus, freemem, totalmem } from "node:os";
import { defaultSystemMetrics, type SystemMetric } from "@hub-of-minds/core";

interface Sample {
  at: number;
  cpuBusy: number;
  cpuTotal: number;
  netBytes: number | undefined;
}

export interface MetricsSources {
  now(): number;
  cpuTimes(): { busy: number; total: number } | undefined;
  memory(): { free: number; total: number } | undefined;
  /** Received plus sent bytes of every interface except loopback; undefined where unreadable. */
  networkBytes(): number | undefined;
}

export const hostSources: MetricsSources = {
  now: () => performance.now(),
  cpuTimes() {
    const list = cpus();
    if (list.length === 0) return undefined;
    let busy = 0;
    let total = 0;
    for (const { times } of list) {
      busy += times.user + times.nice + times.sys + times.irq;
      total += times.user + times.nice + times.sys + times.irq + times.idle;
    }
    return { busy, total };
  },
  memory: () => ({ free: freemem(), total: totalmem() }),
  networkBytes() {
    try {
      return parseNetDev(readFileSync("/proc/net/dev", "utf8"));
    } catch {
      return undefined;
    }
  },
};

/** Sums received and transmitted bytes of /proc/net/dev, leaving out the loopback interface. */
export function parseNetDev(text: string): number {
  let bytes = 0;
  for (const line of text.split("\n").slice(2)) {
    const [name, rest] = line.split(":");
    if (!name || rest === undefined || name.trim() === "lo") continue;
    const fields = rest.trim().split(/\s+/).map(Number);
    bytes += (fields[0] ?? 0) + (fields[8] ?? 0);
  }
  return bytes;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/**
 * Host readings from deltas between samples: CPU % from CPU time, network GB/s from interface counters.
 * The first call compares against the sample taken at creation. Spec defaults only where a reading is impossible.
 */
export function createMetricsSampler(sources: MetricsSources = hostSources) {
  const take = (): Sample => {
    const cpu = sources.cpuTimes();
    return { at: sources.now(), cpuBusy: cpu?.busy ?? 0, cpuTotal: cpu?.total ?? 0, netBytes: sources.networkBytes() };
  };
  let previous = take();
  let last: SystemMetric[] | undefined;
  return {
    read(): SystemMetric[] {
      const current = take();
      const seconds = (current.at - previous.at) / 1000;
      const cpuDelta = current.cpuTotal - previous.cpuTotal;
      // Samples closer than this carry no usable delta: answer the previous readings.
      if (last && (seconds < 0.2 || cpuDelta <= 0)) return last;
      const cpu = cpuDelta > 0 ? (100 * (current.cpuBusy - previous.cpuBusy)) / cpuDelta : undefined;
      const memory = sources.memory();
      const memoryPercent =
        memory && memory.total > 0 ? (100 * (memory.total - memory.free)) / memory.total : undefined;
      const network =
        current.netBytes !== undefined && previous.netBytes !== undefined && seconds > 0
          ? Math.max(0, current.netBytes - previous.netBytes) / seconds / 1e9
          : undefined;
      previous = current;
      last = [
        { metricType: "cpu", value: fixed(cpu ?? defaultSystemMetrics.cpu, 1) },
        { metricType: "memory", value: fixed(memoryPercent ?? defaultSystemMetrics.memory, 1) },
        { metricType: "network", value: fixed(network ?? defaultSystemMetrics.network, 4) },
      ];
      return last;
    },
  };
}
export type MetricsSampler = ReturnType<typeof createMetricsSampler>;
