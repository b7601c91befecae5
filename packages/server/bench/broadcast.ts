import WebSocket from "ws";
import { percentile } from "./load";

/** Opens `count` socket clients to `url`, in batches so the server's accept queue keeps up. */
export async function connectClients(url: string, count: number): Promise<WebSocket[]> {
  const clients: WebSocket[] = [];
  const batch = 250;
  for (let i = 0; i < count; i += batch) {
    const opened = Array.from({ length: Math.min(batch, count - i) }, () => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      clients.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
      });
    });
    await Promise.all(opened);
  }
  return clients;
}

/**
 * Time from starting a broadcast until every client received a frame containing `marker`,
 * over `rounds` broadcasts; answers the p50 in ms.
 */
export async function timeBroadcasts(
  clients: readonly WebSocket[],
  broadcast: (marker: string) => void,
  rounds: number,
): Promise<{ p50Ms: number; maxMs: number }> {
  const times: number[] = [];
  // Round 0 warms up (JIT, socket buffers) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    const marker = `bench-${round}-${Math.random().toString(36).slice(2)}`;
    let remaining = clients.length;
    const done = new Promise<void>((resolve) => {
      const onMessage = function (this: WebSocket, data: WebSocket.RawData) {
        if (!String(data).includes(marker)) return;
        this.off("message", onMessage);
        remaining -= 1;
        if (remaining === 0) resolve();
      };
      for (const client of clients) client.on("message", onMessage);
    });
    const started = performance.now();
    broadcast(marker);
    await done;
    if (round > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), maxMs: times[times.length - 1] ?? 0 };
}

export async function closeClients(clients: readonly WebSocket[]) {
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          if (client.readyState === WebSocket.CLOSED) return resolve();
          client.once("close", () => resolve());
          client.terminate();
        }),
    ),
  );
}
