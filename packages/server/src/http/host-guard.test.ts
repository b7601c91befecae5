import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, createApp } from "../app";
import { createTestHub, type TestHub } from "../testing/test-hub";
import { defaultNetworkPolicy } from "./network-policy";

let test: TestHub;
let open: { app: App };
let behindName: { app: App };
beforeAll(async () => {
  test = await createTestHub();
  open = { app: test.app };
  behindName = {
    app: createApp({ ...test.hub, network: { ...defaultNetworkPolicy, publicOrigin: "https://hub.example.com" } }),
  };
}, 180_000);
afterAll(() => test.close());

const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

describe("the host guard (DNS rebinding)", () => {
  it("with PUBLIC_URL refuses reads sent to any other host: configs, activity, metrics, the socket", async () => {
    for (const path of ["/api/config", "/api/activity", "/api/system/metrics", "/api/dashboard/overview", "/ws"]) {
      const response = await behindName.app.request(`http://rebound.example${path}`);
      expect(response.status, path).toBe(403);
      expect(await codeOf(response), path).toBe("host_not_allowed");
    }
    expect((await behindName.app.request("http://hub.example.com/api/dashboard/overview")).status).toBe(200);
  });

  it("with PUBLIC_URL still answers the health checks of a balancer that asks by address", async () => {
    expect((await behindName.app.request("http://10.0.0.5:8080/healthz")).status).toBe(200);
    expect((await behindName.app.request("http://10.0.0.5:8080/readyz")).status).toBe(200);
  });

  it("without PUBLIC_URL always guards /ws: a host name is refused, localhost and IP literals pass", async () => {
    const rebound = await open.app.request("http://rebound.example/ws");
    expect(rebound.status).toBe(403);
    expect(await codeOf(rebound)).toBe("host_not_allowed");
    for (const host of ["localhost:8080", "127.0.0.1:8080", "[::1]:8080"]) {
      // No socket server in this app: past the guard the path is simply not found.
      expect((await open.app.request(`http://${host}/ws`)).status, host).toBe(404);
    }
  });
});
