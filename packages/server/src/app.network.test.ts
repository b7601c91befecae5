import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve, upgradeWebSocket } from "@hono/node-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { createApp } from "./app";
import { defaultNetworkPolicy, type NetworkPolicy } from "./http/network-policy";
import { createTestHub, type TestHub, testAdminPassword } from "./testing/test-hub";

// Over real sockets: the client address, the Host header and the socket upgrade are what is under test.
const opened: { hub: TestHub; server: ServerType; wss: WebSocketServer }[] = [];

async function startHub(network: Partial<NetworkPolicy> = {}) {
  const hub = await createTestHub({ network: { ...defaultNetworkPolicy, ...network } });
  const app = createApp({ ...hub.hub, upgradeWebSocket });
  const wss = new WebSocketServer({ noServer: true });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1", websocket: { server: wss } });
  await new Promise((resolve) => server.once("listening", resolve));
  opened.push({ hub, server, wss });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { hub, base };
}

afterEach(async () => {
  for (const { hub, server, wss } of opened.splice(0)) {
    for (const client of wss.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
    await hub.close();
  }
});
afterAll(() => expect(opened).toEqual([]));

const login = (base: string, password: string, forwardedFor?: string) =>
  fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: JSON.stringify({ password }),
  });

// The test hub locks a client out after 3 failures.
async function failThrice(base: string, forwardedFor?: (i: number) => string) {
  for (let i = 0; i < 3; i++) expect((await login(base, "wrong", forwardedFor?.(i))).status).toBe(401);
}

describe("client addresses behind a proxy", () => {
  it("with TRUST_PROXY=1, failed logins lock out the client that made them, not everyone behind the proxy", async () => {
    const { base } = await startHub({ trustProxy: { kind: "hops", hops: 1 } });
    await failThrice(base, () => "203.0.113.7");
    expect((await login(base, testAdminPassword, "203.0.113.7")).status).toBe(429);
    expect((await login(base, testAdminPassword, "198.51.100.9")).status).toBe(200);
  });

  it("without TRUST_PROXY a forged X-Forwarded-For gives no new bucket", async () => {
    const { base } = await startHub();
    await failThrice(base, (i) => `192.0.2.${i + 1}`);
    expect((await login(base, testAdminPassword, "192.0.2.200")).status).toBe(429);
  });

  it("counts an IPv6 client by its /64: new addresses in the same /64 stay locked, another /64 is free", async () => {
    const { base } = await startHub({ trustProxy: { kind: "list", list: ["loopback"] } });
    await failThrice(base, (i) => `2001:db8:1:2::${i + 1}`);
    expect((await login(base, testAdminPassword, "2001:db8:1:2:ffff::9")).status).toBe(429);
    expect((await login(base, testAdminPassword, "2001:db8:1:3::1")).status).toBe(200);
  });
});

describe("DNS rebinding", () => {
  it("without PUBLIC_URL refuses writes sent to a host name, and serves reads", async () => {
    const t = await createTestHub();
    try {
      const write = await t.app.request("http://rebound.example/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: testAdminPassword }),
      });
      expect(write.status).toBe(403);
      expect(await write.json()).toMatchObject({
        code: "host_not_allowed",
        message: expect.stringContaining("PUBLIC_URL"),
      });
      expect((await t.app.request("http://rebound.example/api/agents")).status).toBe(200);
      for (const host of ["localhost:8080", "127.0.0.1:8080", "[::1]:8080"]) {
        const local = await t.app.request(`http://${host}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ password: testAdminPassword }),
        });
        expect(local.status, host).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it("with PUBLIC_URL answers writes for its host only, and takes its origin as our own", async () => {
    const t = await createTestHub({ network: { ...defaultNetworkPolicy, publicOrigin: "https://hub.example.com" } });
    try {
      const send = (url: string, origin?: string) =>
        t.app.request(url, {
          method: "POST",
          headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
          body: JSON.stringify({ password: testAdminPassword }),
        });
      expect((await send("http://127.0.0.1:8080/api/admin/login")).status).toBe(403);
      const ok = await send("http://hub.example.com/api/admin/login", "https://hub.example.com");
      expect(ok.status).toBe(200);
      expect(ok.headers.get("set-cookie")).toContain("Secure");
      expect((await send("http://hub.example.com/api/admin/login", "http://hub.example.com")).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});

/** Opens a socket; answers "open" or the HTTP status the upgrade was refused with. */
function connect(url: string, origin?: string): Promise<{ outcome: string; ws: WebSocket }> {
  const ws = new WebSocket(url, origin ? { headers: { origin } } : {});
  return new Promise((resolve) => {
    ws.once("open", () => resolve({ outcome: "open", ws }));
    ws.once("unexpected-response", (_req, res) => resolve({ outcome: String(res.statusCode), ws }));
    ws.once("error", (err) => resolve({ outcome: `error: ${err.message}`, ws }));
  });
}

describe("/ws", () => {
  it("refuses a foreign Origin and accepts our own or none", async () => {
    const { base } = await startHub();
    const url = `${base.replace("http", "ws")}/ws`;
    expect((await connect(url, "https://evil.example")).outcome).toBe("403");
    expect((await connect(url, base)).outcome).toBe("open");
    expect((await connect(url)).outcome).toBe("open");
  });

  it("caps open connections per address", async () => {
    const { hub, base } = await startHub({ socketsPerAddress: 2 });
    const url = `${base.replace("http", "ws")}/ws`;
    const first = await Promise.all([connect(url), connect(url)]);
    expect(first.map((c) => c.outcome)).toEqual(["open", "open"]);
    expect((await connect(url)).outcome).toBe("429");
    first[0]?.ws.close();
    await expect.poll(() => hub.hub.socketHub.size).toBe(1);
    expect((await connect(url)).outcome).toBe("open");
  });
});

describe("the headers every answer gets, over a real socket (the middlewares set them on node's response there)", () => {
  /** A GET with exactly these headers (fetch would add its own Accept-Encoding). */
  const get = (url: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      request(url, { headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
        .on("error", reject)
        .end();
    });

  it("compresses JSON for a client that takes brotli, marks answers to credentials no-store, and sets the security headers", async () => {
    const { base } = await startHub();
    // A JSON answer well over the 1 KB below which nothing is compressed.
    const url = `${base}/api/openapi.json`;
    const plain = await get(url, {});
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.headers["cache-control"]).toBeUndefined();
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(plain.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

    const brotli = await get(url, { "accept-encoding": "gzip;q=0.5, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBeUndefined();

    const credentials: Record<string, string>[] = [
      { cookie: "hom_session=whatever" },
      { authorization: "Bearer hom_sk_whatever" },
    ];
    for (const headers of credentials) {
      const answer = await get(url, headers);
      expect(answer.headers["cache-control"], Object.keys(headers)[0]).toBe("no-store");
    }
  });
});
