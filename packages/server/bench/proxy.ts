import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import type { OpenAiStandIn } from "../src/gateway/testing/openai-stand-in";

export interface StreamTiming {
  ttfbMs: number;
  totalMs: number;
}

const warmUpRuns = 50;
// Untimed rounds of 20 at once per target before the timed ones. Each side's round time kept falling for
// ~150 rounds (the JIT reaching every function of the concurrent path, and of a proxy's much larger one:
// the hub's rounds went 12.2 -> 5.1 ms in blocks of 50, the bare pipe's 9.0 -> 4.6), so 30 rounds right
// after the sequential runs measured the warm-up of the longer path instead of its cost.
const concurrentWarmUpRounds = 150;
// Rounds of 20 at once per target, interleaved: the factor is the median of each round's own factor (the
// proxy's round against the bare pipe's round next to it in time), so a burst of load from elsewhere on the
// machine moves both sides of one ratio alike instead of one side of a pooled p50 (which moved 0.94-1.38x
// between runs on a shared 2-core machine). 60 rather than 30 rounds: a median of more of them moves less.
const concurrentRounds = 60;
const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The client in a worker thread (stream-client.worker.mjs): `count` streams at once, their timings. */
function startClient() {
  const worker = new Worker(new URL("./stream-client.worker.mjs", import.meta.url));
  let next = 0;
  const waiting = new Map<number, { resolve(t: StreamTiming[]): void; reject(e: Error): void }>();
  worker.on("message", (message: { id: number; timings?: StreamTiming[]; error?: string }) => {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) pending?.reject(new Error(message.error));
    else pending?.resolve(message.timings ?? []);
  });
  return {
    streams(target: ProxyTarget, count: number): Promise<StreamTiming[]> {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, target, count });
      });
    },
    close: () => worker.terminate(),
  };
}

/** A bare node:http server that pipes the request to the stand-in and the answer back: the floor. */
export async function startBarePipe(standIn: OpenAiStandIn): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(`${standIn.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: Buffer.concat(chunks),
    });
    res.writeHead(upstream.status, { "content-type": "text/event-stream" });
    for await (const chunk of upstream.body ?? []) res.write(chunk);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

export interface ProxyTarget {
  name: string;
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** What a proxy may add over the bare pipe: ms at p50 sequential, and a factor at 20 concurrent. */
export interface ProxyGoal {
  addedMs: number;
  concurrentFactor: number;
}

/** Sequential runs, then rounds of 20 at once; p50 of each. `label` names the stream in the rows. */
export async function measureProxy(
  targets: ProxyTarget[],
  runs: number,
  label: string,
  goal: ProxyGoal,
): Promise<string[][]> {
  const rows: string[][] = [];
  const results = new Map<string, { seq: StreamTiming[]; conc: StreamTiming[]; rounds: number[] }>();
  for (const target of targets) results.set(target.name, { seq: [], conc: [], rounds: [] });
  const client = startClient();
  // Untimed first runs, so JIT compilation and connection set-up are not measured.
  for (let i = 0; i < warmUpRuns; i++) {
    for (const target of targets) await client.streams(target, 1);
  }
  // Interleaved, so load from elsewhere on the machine hits every target alike.
  for (let i = 0; i < runs; i++) {
    for (const target of targets) {
      results.get(target.name)?.seq.push(...(await client.streams(target, 1)));
    }
  }
  for (let round = 0; round < concurrentWarmUpRounds; round++) {
    for (const target of targets) await client.streams(target, 20);
  }
  for (let round = 0; round < concurrentRounds; round++) {
    for (const target of targets) {
      const round = await client.streams(target, 20);
      const r = results.get(target.name);
      r?.conc.push(...round);
      r?.rounds.push(p50(round.map((t) => t.totalMs)));
    }
  }
  await client.close();
  const direct = results.get(targets[0]?.name ?? "");
  // The second target is the floor (a bare pipe): what a proxy adds beyond it is shown too, since on a
  // shared machine the floor itself moves with the load.
  const floor = results.get(targets[1]?.name ?? "");
  for (const target of targets) {
    const r = results.get(target.name);
    if (!r || !direct) continue;
    const seqTotal = p50(r.seq.map((t) => t.totalMs));
    const added = seqTotal - p50(direct.seq.map((t) => t.totalMs));
    rows.push([
      `${label}, ${target.name}`,
      `ttfb ${p50(r.seq.map((t) => t.ttfbMs)).toFixed(2)} ms, total ${seqTotal.toFixed(2)} ms p50 sequential`,
      `total ${p50(r.conc.map((t) => t.totalMs)).toFixed(2)} ms p50 at 20 concurrent`,
      target === targets[0]
        ? "baseline"
        : target === targets[1] || !floor
          ? `+${added.toFixed(2)} ms`
          : `+${(seqTotal - p50(floor.seq.map((t) => t.totalMs))).toFixed(2)} ms over the bare pipe (goal <= ${goal.addedMs}), ${p50(
              r.rounds.map((total, i) => total / (floor.rounds[i] ?? total)),
            ).toFixed(2)}x it at 20 concurrent (goal <= ${goal.concurrentFactor}x)`,
    ]);
  }
  return rows;
}
