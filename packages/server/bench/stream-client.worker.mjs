// The proxy bench's client, in a worker thread of its own (plain JavaScript: no loader in the worker), so
// that its own work and its garbage are not counted as the proxy's: a real client is never in the hub's
// process. Asked for one stream or a batch at once; answers their timings.
import { parentPort } from "node:worker_threads";

/** One streamed chat: time to the first body byte and to the end. */
async function timeStream({ url, body, headers }) {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  // A refusal (a budget, a limit) answers fast: timing it would flatter the proxy.
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`no body from ${url} (${response.status})`);
  let first = 0;
  for (;;) {
    const { done } = await reader.read();
    if (!first) first = performance.now();
    if (done) break;
  }
  return { ttfbMs: first - started, totalMs: performance.now() - started };
}

parentPort?.on("message", async ({ id, target, count }) => {
  try {
    const timings = await Promise.all(Array.from({ length: count }, () => timeStream(target)));
    parentPort?.postMessage({ id, timings });
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
