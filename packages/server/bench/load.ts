import { Agent, request } from "node:http";

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Sorted latencies in ms. */
  latencies: number[];
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Keeps `concurrency` keep-alive GETs in flight for `durationMs` and reports throughput and latency. */
export async function load(url: string, durationMs: number, concurrency: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const end = performance.now() + durationMs;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const req = request(url, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on("error", reject);
      req.end();
    });
  const worker = async () => {
    while (performance.now() < end) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    latencies,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** The median and the 95th percentile of some timings. */
export function p50p95(samples: readonly number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Several runs of one target as one result. */
export function combine(runs: readonly LoadResult[]): LoadResult {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    requests: latencies.length,
    seconds,
    latencies,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** `count` keep-alive GETs one after another; answers their summed time (`totalMs`). */
export async function loadCount(url: string, count: number): Promise<{ totalMs: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let totalMs = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { agent }, (res) => {
        res.resume();
        res.on("end", () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
      });
      req.on("error", reject);
      req.end();
    });
    totalMs += performance.now() - started;
  }
  agent.destroy();
  return { totalMs };
}
