import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type CustomerApp,
  type DashboardOverview,
  type SocketServerMessage,
  socketServerMessageSchema,
} from "@hub-of-minds/core";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { json } from "./testing/json";
import { type ServerProcess, startServerProcess } from "./testing/server-process";

const dataDir = mkdtempSync(join(tmpdir(), "hom-restart-"));
const password = "restart-test-password";
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie")?.split(";")[0] ?? "";
}

const integrationsYaml = `integrations:
  - id: slack
    name: Slack
    type: web
    status: connected
`;

/** Collects the frames one socket client receives. */
function listen(baseUrl: string) {
  const frames: SocketServerMessage[] = [];
  const socket = new WebSocket(`${baseUrl.replace("http", "ws")}/ws`);
  socket.on("message", (data) => frames.push(socketServerMessageSchema.parse(JSON.parse(String(data)))));
  const opened = new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  return { frames, socket, opened };
}

describe("a restart on the same data dir", () => {
  it("keeps every change, never duplicates seeds, and the socket announces changes", async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: password });
    let base = server.baseUrl;
    const cookie = await login(base);
    const customerBefore = await (await fetch(`${base}/api/customers/1`, { headers: { cookie } })).json();
    const statsBefore = await (await fetch(`${base}/api/yaml-storage/statistics`)).json();

    const client = listen(base);
    await client.opened;
    client.socket.send(JSON.stringify({ type: "ping", timestamp: Date.now() }));
    client.socket.send("not json");

    const put = await fetch(`${base}/api/config/integrations.yaml`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie, origin: base },
      body: JSON.stringify({ content: integrationsYaml }),
    });
    expect(put.status).toBe(200);
    expect(
      (await fetch(`${base}/api/cluster/install/smart-scheduler`, { method: "POST", headers: { cookie } })).status,
    ).toBe(201);
    await expect
      .poll(() => client.frames.map((f) => f.type), { timeout: 5000 })
      .toEqual(expect.arrayContaining(["connection", "pong", "error", "config_update", "agent_action"]));
    expect(client.frames.find((f) => f.type === "config_update")?.data).toEqual({
      filename: "integrations.yaml",
      isValid: true,
    });
    client.socket.close();

    await server.stop();
    server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: password });
    base = server.baseUrl;
    const again = await login(base);
    expect(await (await fetch(`${base}/api/customers/1`, { headers: { cookie: again } })).json()).toEqual(
      customerBefore,
    );
    expect(await (await fetch(`${base}/api/yaml-storage/statistics`)).json()).toEqual(statsBefore);
    expect(await (await fetch(`${base}/api/integrations`)).json()).toEqual([
      { id: "slack", name: "Slack", type: "web", status: "connected" },
    ]);
    const apps = await json<CustomerApp[]>(await fetch(`${base}/api/cluster/customer-apps`));
    expect(apps.map((a) => [a.appId, a.isActive])).toEqual([["smart-scheduler", true]]);
    const overview = await json<DashboardOverview>(await fetch(`${base}/api/dashboard/overview`));
    expect(overview.recentActions.map((a) => a.actionType).slice(0, 2)).toEqual(["app_installed", "config_saved"]);
  }, 120_000);
});
