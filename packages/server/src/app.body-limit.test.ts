import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxBodyBytes } from "./app";
import { json } from "./testing/json";
import { createTestHub, type TestHub } from "./testing/test-hub";

// Over a real socket: there the declared Content-Length is checked from the header alone.
let t: TestHub;
let server: ServerType;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestHub();
  cookie = await t.login();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

const put = (body: RequestInit["body"], extra: RequestInit = {}) =>
  fetch(`${base}/api/config/integrations.yaml`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body,
    ...extra,
  });

describe("request body limit", () => {
  it("takes a body of declared length under the limit", async () => {
    const current = await json<{ content: string }>(
      await fetch(`${base}/api/config/integrations.yaml`, { headers: { cookie } }),
    );
    const response = await put(JSON.stringify({ content: current.content }));
    expect(response.status).toBe(200);
  });

  it("refuses a declared length over the limit with 413 before reading it", async () => {
    const response = await put(JSON.stringify({ content: "x".repeat(maxBodyBytes + 10) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: "payload_too_large",
      message: `Request body is larger than ${maxBodyBytes} bytes`,
    });
  });

  it("counts a chunked body without a declared length and refuses it past the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > maxBodyBytes + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await put(body, { duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
  });
});
