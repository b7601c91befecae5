import {
  type ApiErrorBody,
  clusterApps,
  clusterInstallSchema,
  customerAppListSchema,
  customerAppSchema,
  type DashboardOverview,
  type SkillExecutionResult,
} from "@hub-of-minds/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { json } from "../testing/json";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;
let cookie: string;

beforeAll(async () => {
  t = await createTestHub();
  cookie = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: string, path: string, body?: unknown, withCookie = true) =>
  t.app.request(path, {
    method,
    headers: {
      ...(withCookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });

describe("cluster apps", () => {
  it("lists the 8 marketplace apps and no installations at first", async () => {
    expect((await json<unknown[]>(await call("GET", "/api/cluster/apps"))).length).toBe(8);
    expect(await (await call("GET", "/api/cluster/customer-apps")).json()).toEqual([]);
  });

  it("refuses an install with missing dependencies, naming them in install order", async () => {
    const response = await call("POST", "/api/cluster/install/sentiment-radar");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: "missing_dependencies",
      message: "Sentiment Radar needs other apps installed first",
      details: { missingDependencies: ["data-pipeline", "insight-analytics"] },
    });
  });

  it("installs apps in dependency order and answers the installation record", async () => {
    const first = await call("POST", "/api/cluster/install/data-pipeline");
    expect(first.status).toBe(201);
    const record = customerAppSchema.parse(await first.json());
    expect(record).toMatchObject({
      appId: "data-pipeline",
      isActive: true,
      lastUsedAt: null,
      app: { displayName: "Data Pipeline Connector", category: "automation" },
    });
    expect((await call("POST", "/api/cluster/install/insight-analytics")).status).toBe(201);
    expect((await call("POST", "/api/cluster/install/data-pipeline")).status).toBe(409);
    const list = customerAppListSchema.parse(await (await call("GET", "/api/cluster/customer-apps")).json());
    expect(list.map((app) => app.appId)).toEqual(["data-pipeline", "insight-analytics"]);
  });

  it("refuses to uninstall an app an installed app depends on", async () => {
    const response = await call("DELETE", "/api/cluster/uninstall/data-pipeline");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: "app_has_dependents",
      message: "Installed apps depend on Data Pipeline Connector",
      details: { dependents: ["insight-analytics"] },
    });
  });

  it("runs a skill of an installed app and records when it was used", async () => {
    const response = await call("POST", "/api/cluster/skills/execute", {
      appId: "data-pipeline",
      skillName: "sync-container",
      input: { containerId: "knowledge-base" },
    });
    expect(response.status).toBe(200);
    const body = await json<SkillExecutionResult>(response);
    expect(body).toMatchObject({
      appId: "data-pipeline",
      skillName: "sync-container",
      output: { containerId: "knowledge-base", documents: expect.any(Number), bytes: expect.any(Number) },
    });
    const list = customerAppListSchema.parse(await (await call("GET", "/api/cluster/customer-apps")).json());
    expect(list.find((app) => app.appId === "data-pipeline")?.lastUsedAt).toBe(body.executedAt);
    const overview = await json<DashboardOverview>(await call("GET", "/api/dashboard/overview"));
    expect(overview.recentActions[0]).toMatchObject({
      actionType: "skill_executed",
      description: "Ran sync-container of Data Pipeline Connector",
    });
  });

  it("answers 404 for an unknown app or skill or an app not installed, 400 for bad input", async () => {
    const unknownApp = await call("POST", "/api/cluster/skills/execute", { appId: "nope", skillName: "x", input: {} });
    expect(unknownApp.status).toBe(404);
    const unknownSkill = await call("POST", "/api/cluster/skills/execute", {
      appId: "data-pipeline",
      skillName: "fly",
      input: {},
    });
    expect(unknownSkill.status).toBe(404);
    expect((await json<ApiErrorBody>(unknownSkill)).message).toBe("Data Pipeline Connector has no skill named fly");
    const notInstalled = await call("POST", "/api/cluster/skills/execute", {
      appId: "smart-scheduler",
      skillName: "find-slot",
      input: { durationMinutes: 30 },
    });
    expect(notInstalled.status).toBe(404);
    const badInput = await call("POST", "/api/cluster/skills/execute", {
      appId: "data-pipeline",
      skillName: "sync-container",
      input: { containerId: 5, extra: true },
    });
    expect(badInput.status).toBe(400);
    expect(await badInput.json()).toEqual({
      code: "invalid_skill_input",
      message: "Invalid input for skill sync-container",
      details: [
        { field: "containerId", message: "must be string" },
        { field: "extra", message: "is not an input of this skill" },
      ],
    });
    expect((await call("POST", "/api/cluster/skills/execute", { appId: "data-pipeline" })).status).toBe(400);
    expect((await call("POST", "/api/cluster/skills/execute", "[")).status).toBe(400);
    expect((await call("POST", "/api/cluster/install/not-an-app")).status).toBe(404);
    expect((await call("DELETE", "/api/cluster/uninstall/smart-scheduler")).status).toBe(404);
  });

  it("needs the administrator session for installs, uninstalls and skills", async () => {
    expect((await call("POST", "/api/cluster/install/smart-scheduler", undefined, false)).status).toBe(401);
    expect((await call("DELETE", "/api/cluster/uninstall/insight-analytics", undefined, false)).status).toBe(401);
    const skill = { appId: "data-pipeline", skillName: "sync-container", input: { containerId: "x" } };
    expect((await call("POST", "/api/cluster/skills/execute", skill, false)).status).toBe(401);
  });

  it("uninstalls in reverse order and reinstalls the same record", async () => {
    expect((await call("DELETE", "/api/cluster/uninstall/insight-analytics")).status).toBe(200);
    const removed = await call("DELETE", "/api/cluster/uninstall/data-pipeline");
    expect(await removed.json()).toMatchObject({ appId: "data-pipeline", isActive: false });
    const again = customerAppSchema.parse(await (await call("POST", "/api/cluster/install/data-pipeline")).json());
    const list = customerAppListSchema.parse(await (await call("GET", "/api/cluster/customer-apps")).json());
    expect(list.filter((app) => app.isActive).map((app) => app.id)).toEqual([again.id]);
  });

  it("installs nothing when one step of an install with dependencies fails, and says which", async () => {
    // A real failure half-way: the database refuses Workflow Automator after Persona Composer and Smart Scheduler.
    await t.handle.db.execute(sql`
      create function refuse_workflow_automator() returns trigger language plpgsql as $$
      begin raise exception 'refused in this test'; end $$`);
    await t.handle.db.execute(sql`
      create trigger refuse_workflow_automator before insert on customer_apps for each row
      when (new.app_id = 'workflow-automator') execute function refuse_workflow_automator()`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await call("POST", "/api/cluster/install/skill-exchange?withDependencies=true");
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        code: "internal_error",
        message: "Could not install Workflow Automator (needed by Skill Exchange); nothing was installed",
        details: { appId: "workflow-automator" },
      });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await t.handle.db.execute(sql`drop trigger refuse_workflow_automator on customer_apps`);
      await t.handle.db.execute(sql`drop function refuse_workflow_automator`);
    }
    const list = customerAppListSchema.parse(await (await call("GET", "/api/cluster/customer-apps")).json());
    expect(list.filter((app) => app.isActive).map((app) => app.appId)).toEqual(["data-pipeline"]);
  });

  it("with withDependencies=true installs the missing dependencies first and answers every record", async () => {
    const refused = await call("POST", "/api/cluster/install/skill-exchange?withDependencies=false");
    expect(refused.status).toBe(409);
    expect((await call("POST", "/api/cluster/install/skill-exchange?withDependencies=yes")).status).toBe(400);

    const response = await call("POST", "/api/cluster/install/skill-exchange?withDependencies=true");
    expect(response.status).toBe(201);
    const body = clusterInstallSchema.parse(await response.json());
    expect(body.appId).toBe("skill-exchange");
    expect(body.installedDependencies.map((record) => record.appId)).toEqual([
      "persona-composer",
      "smart-scheduler",
      "workflow-automator",
    ]);
    // Only what was missing: Data Pipeline Connector is already there.
    const radar = clusterInstallSchema.parse(
      await (await call("POST", "/api/cluster/install/sentiment-radar?withDependencies=true")).json(),
    );
    expect(radar.installedDependencies.map((record) => record.appId)).toEqual(["insight-analytics"]);
    const plain = clusterInstallSchema.parse(await (await call("POST", "/api/cluster/install/team-relay")).json());
    expect(plain.installedDependencies).toEqual([]);

    const overview = await json<DashboardOverview>(await call("GET", "/api/dashboard/overview"));
    expect(overview.recentActions.slice(0, 6).map((action) => action.description)).toEqual([
      "Installed Team Relay",
      "Installed Sentiment Radar",
      "Installed Insight Analytics",
      "Installed Skill Exchange",
      "Installed Workflow Automator",
      "Installed Smart Scheduler",
    ]);
  });

  it("never leaves an app installed without what it needs when installs and uninstalls race", async () => {
    for (const id of ["team-relay", "skill-exchange", "workflow-automator", "sentiment-radar", "insight-analytics"]) {
      expect((await call("DELETE", `/api/cluster/uninstall/${id}`)).status).toBe(200);
    }
    const answers = await Promise.all([
      call("POST", "/api/cluster/install/team-relay?withDependencies=true"),
      call("DELETE", "/api/cluster/uninstall/smart-scheduler"),
      call("POST", "/api/cluster/install/sentiment-radar?withDependencies=true"),
      call("DELETE", "/api/cluster/uninstall/data-pipeline"),
    ]);
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.status);
    const list = customerAppListSchema.parse(await (await call("GET", "/api/cluster/customer-apps")).json());
    const active = new Set(list.filter((app) => app.isActive).map((app) => app.appId));
    for (const app of clusterApps.filter((candidate) => active.has(candidate.id))) {
      for (const dependency of app.dependencies) expect(active).toContain(dependency);
    }
  });
});
