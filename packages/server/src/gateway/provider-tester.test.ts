import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testProviderKey } from "./provider-tester";

let server: Server;
let base: string;
const seen: { path: string; auth: string | undefined; goog: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const auth = req.headers.authorization;
    const goog = req.headers["x-goog-api-key"] as string | undefined;
    seen.push({ path: req.url ?? "", auth, goog });
    if (auth === "Bearer slow" || goog === "slow") return; // never answers
    const good = auth === "Bearer good" || goog === "good";
    res.writeHead(good ? 200 : 401, { "content-type": "application/json" });
    res.end(good ? "{}" : '{"error":"bad key"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const endpoints = () => ({ openai: `${base}/v1`, huggingface: base, peo: base });

describe("testProviderKey", () => {
  it("makes one authenticated read per provider and accepts a good key", async () => {
    expect(await testProviderKey("openai", "good", endpoints())).toEqual({ ok: true });
    expect(await testProviderKey("huggingface", "good", endpoints())).toEqual({ ok: true });
    expect(await testProviderKey("peo", "good", endpoints())).toEqual({ ok: true });
    expect(seen.slice(-3)).toEqual([
      { path: "/v1/models", auth: "Bearer good", goog: undefined },
      { path: "/api/whoami-v2", auth: "Bearer good", goog: undefined },
      { path: "/v1beta/models", auth: undefined, goog: "good" },
    ]);
  });

  it("explains a rejected key, a silent provider and an unreachable one", async () => {
    expect(await testProviderKey("huggingface", "bad", endpoints())).toEqual({
      ok: false,
      error: "HuggingFace rejected the key (401 unauthorized).",
    });
    expect(await testProviderKey("openai", "slow", endpoints(), 200)).toEqual({
      ok: false,
      error: "OpenAI did not answer within 200 ms.",
    });
    expect(await testProviderKey("peo", "good", { ...endpoints(), peo: "http://127.0.0.1:9" })).toEqual({
      ok: false,
      error: "PEO could not be reached.",
    });
  });
});
