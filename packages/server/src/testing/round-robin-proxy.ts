import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The smallest load balancer: each HTTP request goes to the next backend in turn, no stickiness. The
 * answer names its backend in `x-backend` so a test can see the requests were really spread.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((req, res) => {
    const index = next++ % backends.length;
    const target = new URL(backends[index] ?? "");
    // As real balancers do: the caller's address is appended to X-Forwarded-For.
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const headers = { ...req.headers, "x-forwarded-for": forwarded };
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-backend": String(index) });
        answer.pipe(res);
      },
    );
    upstream.on("error", (err) => {
      res.writeHead(502, { "content-type": "application/json", "x-backend": String(index) });
      res.end(JSON.stringify({ error: `backend ${index} failed: ${err.message}` }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
