import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";

/**
 * Serves `fetch` on a real socket (@hono/node-server, a free port) for the enclosing file or describe block,
 * for what only the node adapter does; `baseUrl` is read once it listens.
 */
export function servePerFile(fetch: Parameters<typeof serve>[0]["fetch"]): { readonly baseUrl: string } {
  let server: ReturnType<typeof serve> | undefined;
  let baseUrl = "";
  beforeAll(async () => {
    const listening = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    server = listening;
    baseUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    get baseUrl() {
      return baseUrl;
    },
  };
}
