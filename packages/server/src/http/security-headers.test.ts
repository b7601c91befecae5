import type { ServerResponse } from "node:http";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { servePerFile } from "../testing/serve-per-file";
import { baseSecurityHeaders, noStoreForCredentials } from "./security-headers";

const app = new Hono();
app.use("*", baseSecurityHeaders(), noStoreForCredentials());
app.get("/json", (c) => c.json({ ok: true }));
app.get("/own", (c) => c.json({ ok: true }, 200, { "Referrer-Policy": "no-referrer" }));
// A route that writes to the socket itself, as the gateway's streams do under the node server.
app.get("/raw", (c) => {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing) return c.text("raw");
  outgoing.writeHead(200, { "content-type": "text/plain" });
  outgoing.end("raw");
  return new Response(null, { headers: { "x-hono-already-sent": "true" } });
});

const served = servePerFile(app.fetch);

/** The same request over a real socket (the node response's headers) and through app.request(). */
const both = async (path: string, headers: Record<string, string> = {}) => [
  await fetch(`${served.baseUrl}${path}`, { headers }),
  await app.request(path, { headers }),
];

describe("base security headers", () => {
  it("are on every answer, over a socket and in-process alike", async () => {
    for (const answer of await both("/json")) {
      expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(answer.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(answer.headers.get("Cache-Control")).toBeNull();
    }
  });

  it("leave a route's own value in place", async () => {
    for (const answer of await both("/own")) {
      expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("reach an answer the route writes to the socket itself", async () => {
    const answer = await fetch(`${served.baseUrl}/raw`);
    expect(await answer.text()).toBe("raw");
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("say no-store to a request that carries a cookie or a bearer key", async () => {
    for (const headers of [{ cookie: "s=1" }, { authorization: "Bearer k" }] as Record<string, string>[]) {
      for (const answer of await both("/json", headers)) expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});
