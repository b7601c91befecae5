import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Agent,
  type ApiErrorBody,
  type ConfigIssue,
  configFilenames,
  type DashboardOverview,
  validateConfig,
} from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultConfigContent, defaultConfigSettings } from "../configs/config-defaults";
import { createConfigStore } from "../configs/config-store";
import { json } from "../testing/json";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;
let cookie: string;
const jsonHeaders = { "content-type": "application/json" };

beforeAll(async () => {
  t = await createTestHub({ watchConfigs: true });
  cookie = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const put = (filename: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/config/${filename}`, { method: "PUT", headers: { ...jsonHeaders, cookie, ...headers }, body });

const agentsYaml = (status: string) => `agents:
  - id: eve
    name: Eve
    type: eve
    status: ${status}
    currentTask: Testing
`;

describe("config files", () => {
  it("lists the four files, created valid from the defaults", async () => {
    const response = await t.app.request("/api/config");
    expect(await response.json()).toEqual(configFilenames.map((filename) => ({ filename, isValid: true })));
    expect(readFileSync(join(t.configDir, "integrations.yaml"), "utf8")).toBe(
      defaultConfigContent("integrations.yaml"),
    );
  });

  it("reads one file's content and validity for the administrator only (rules and limits are not public)", async () => {
    const anonymous = await t.app.request("/api/config/oversight_rules.yaml");
    expect(anonymous.status).toBe(401);
    expect((await json<ApiErrorBody>(anonymous)).code).toBe("admin_session_required");
    const response = await t.app.request("/api/config/oversight_rules.yaml", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      content: defaultConfigContent("oversight_rules.yaml"),
      isValid: true,
    });
  });

  it("answers 404 for any other name and touches no file", async () => {
    for (const name of ["secrets.yaml", "..%2Fconfig.ts", "%2Fetc%2Fpasswd", "..", "agent_behaviors.yaml.bak"]) {
      const read = await t.app.request(`/api/config/${name}`, { headers: { cookie } });
      expect(read.status, name).toBe(404);
      const write = await put(name, JSON.stringify({ content: "a: 1" }));
      expect(write.status, name).toBe(404);
      // ".." is resolved by URL parsing before routing; every other name reaches the filename check.
      const expected = name === ".." ? /^No API route/ : /^Unknown config file/;
      expect((await json<ApiErrorBody>(write)).message).toMatch(expected);
    }
    expect(
      readdirSync(t.configDir)
        .filter((name) => !name.startsWith("."))
        .sort(),
    ).toEqual([...configFilenames].sort());
  });

  it("saves valid content, keeps the previous version and applies it to the agents at once", async () => {
    const response = await put("agent_behaviors.yaml", JSON.stringify({ content: agentsYaml("online") }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      filename: "agent_behaviors.yaml",
      content: agentsYaml("online"),
      isValid: true,
    });
    expect(readFileSync(join(t.configDir, "agent_behaviors.yaml"), "utf8")).toBe(agentsYaml("online"));
    const history = readdirSync(join(t.configDir, ".history"));
    expect(history.some((name) => name.startsWith("agent_behaviors.yaml."))).toBe(true);
    expect(await (await t.app.request("/api/agents")).json()).toEqual([
      { id: "eve", name: "Eve", type: "eve", status: "online", currentTask: "Testing" },
    ]);
    const overview = await json<DashboardOverview>(await t.app.request("/api/dashboard/overview"));
    expect(overview.agents.active).toBe(1);
    expect(overview.recentActions[0]).toMatchObject({
      actionType: "config_saved",
      description: "Saved agent_behaviors.yaml",
    });
  });

  it("refuses invalid YAML with 422, line and column, and leaves the file untouched", async () => {
    const before = readFileSync(join(t.configDir, "integrations.yaml"), "utf8");
    const response = await put("integrations.yaml", JSON.stringify({ content: "integrations:\n  - id: x\n   bad: [" }));
    expect(response.status).toBe(422);
    const body = await json<{ code: string; message: string; details: ConfigIssue[] }>(response);
    expect(body.code).toBe("invalid_yaml");
    expect(body.message).toBe("Invalid YAML in integrations.yaml");
    expect(body.details[0]).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
    expect(readFileSync(join(t.configDir, "integrations.yaml"), "utf8")).toBe(before);
  });

  it("refuses content that breaks the file's schema, pointing at the bad value", async () => {
    const response = await put("agent_behaviors.yaml", JSON.stringify({ content: agentsYaml("sleeping") }));
    expect(response.status).toBe(422);
    const body = await json<{ details: ConfigIssue[] }>(response);
    expect(body.details).toEqual([expect.objectContaining({ path: "agents.0.status", line: 5, column: 13 })]);
  });

  it("decides with core's validateConfig, the check the editor's badge runs: same verdict, same errors", async () => {
    const before = readFileSync(join(t.configDir, "integrations.yaml"), "utf8");
    const contents = [
      "integrations:\n  - id: [broken\n",
      "integrations:\n  - id: web-app\n    name: Web App\n    type: web\n    status: nope\n",
      "integrations: []\nextra: 1\n",
      before,
    ];
    for (const content of contents) {
      const check = validateConfig("integrations.yaml", content);
      const response = await put("integrations.yaml", JSON.stringify({ content }));
      expect(response.status, content).toBe(check.isValid ? 200 : 422);
      if (!check.isValid) expect((await json<{ details: ConfigIssue[] }>(response)).details).toEqual(check.errors);
    }
    expect(readFileSync(join(t.configDir, "integrations.yaml"), "utf8")).toBe(before);
  });

  it("answers 400 for a malformed body or a wrong type, 413 for a huge one", async () => {
    expect((await put("integrations.yaml", "{not json")).status).toBe(400);
    const wrong = await put("integrations.yaml", JSON.stringify({ content: 5 }));
    expect(wrong.status).toBe(400);
    expect((await json<{ details: { path: string }[] }>(wrong)).details[0]?.path).toBe("content");
    const huge = await put("integrations.yaml", JSON.stringify({ content: "x".repeat(1100 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      code: "payload_too_large",
      message: "Request body is larger than 1048576 bytes",
    });
  });

  it("needs the administrator session to write, and refuses a foreign origin", async () => {
    const anonymous = await t.app.request("/api/config/integrations.yaml", {
      method: "PUT",
      headers: jsonHeaders,
      body: JSON.stringify({ content: "integrations: []\n" }),
    });
    expect(anonymous.status).toBe(401);
    expect((await t.app.request("/api/config/reload", { method: "POST" })).status).toBe(401);
    const foreign = await put("integrations.yaml", JSON.stringify({ content: "integrations: []\n" }), {
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const same = await put(
      "database_config.yaml",
      JSON.stringify({ content: defaultConfigContent("database_config.yaml") }),
      {
        origin: "http://localhost",
      },
    );
    expect(same.status).toBe(200);
  });

  it("reloads every file from disk, reporting a broken one invalid while its last good settings keep running", async () => {
    writeFileSync(join(t.configDir, "agent_behaviors.yaml"), "agents: [oops");
    const response = await t.app.request("/api/config/reload", { method: "POST", headers: { cookie } });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list).toContainEqual({ filename: "agent_behaviors.yaml", isValid: false });
    expect(await (await t.app.request("/api/config/agent_behaviors.yaml", { headers: { cookie } })).json()).toEqual({
      content: "agents: [oops",
      isValid: false,
    });
    expect((await json<Agent[]>(await t.app.request("/api/agents"))).map((a) => a.id)).toEqual(["eve"]);
  });

  it("picks up a hand edit on disk through the folder watcher", async () => {
    writeFileSync(join(t.configDir, "agent_behaviors.yaml"), agentsYaml("processing"));
    await expect
      .poll(async () => (await json<Agent[]>(await t.app.request("/api/agents")))[0]?.status, { timeout: 5000 })
      .toBe("processing");
    expect(await (await t.app.request("/api/config")).json()).toContainEqual({
      filename: "agent_behaviors.yaml",
      isValid: true,
    });
  });

  it("refuses a YAML alias bomb with 422; the same file on disk does not stop the store from starting", async () => {
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (const name of "bcdefghij") {
      const previous = String.fromCharCode(name.charCodeAt(0) - 1);
      bomb.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(", ")}]`);
    }
    const content = `${bomb.join("\n")}\n`;
    const response = await put("integrations.yaml", JSON.stringify({ content }));
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toMatch(/alias/i);

    // The same file written by hand: the store still starts, shows it invalid and keeps the defaults.
    const dir = mkdtempSync(join(tmpdir(), "hom-bomb-"));
    try {
      writeFileSync(join(dir, "integrations.yaml"), content);
      const store = createConfigStore(dir);
      await store.init();
      expect(store.list()).toContainEqual({ filename: "integrations.yaml", isValid: false });
      expect(store.settings()["integrations.yaml"]).toEqual(defaultConfigSettings["integrations.yaml"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
