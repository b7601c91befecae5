import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { clusterApps } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { findSlot, planDay } from "./planner-skills";
import { postUpdate } from "./post-update";
import { type IntegrationSettings, type SkillContext, SkillError } from "./skill-context";
import { skillImplementations } from "./skill-registry";

const contextWith = (integrations: IntegrationSettings[] = []): SkillContext => ({
  db: undefined as unknown as Database,
  integrations: () => integrations,
  ask: async () => "",
  runWorkflow: async () => ({ taskId: "", steps: 0 }),
  describeWorkflow: async () => ({ name: "", steps: [] }),
  signal: new AbortController().signal,
  now: () => new Date("2026-11-27T16:50:00Z"),
});

describe("the skills of the catalogue", () => {
  it("each has code behind it", () => {
    const declared = clusterApps.flatMap((app) => app.skills.map((skill) => `${app.id}/${skill.name}`)).sort();
    expect(Object.keys(skillImplementations).sort()).toEqual(declared);
  });

  it("plan-day plans deterministically around lunch and lists what does not fit", async () => {
    const tasks = Array.from({ length: 9 }, (_, i) => `Task ${i + 1}`);
    const plan = (await planDay({ date: "2026-11-24", tasks, focusHours: 1.5 }, contextWith())) as {
      blocks: { start: string; title: string }[];
      leftOver: string[];
    };
    expect(plan.blocks.map((block) => `${block.start} ${block.title}`)).toEqual([
      "09:00 Deep work",
      "10:30 Task 1",
      "12:00 Lunch",
      "13:00 Task 2",
      "14:00 Task 3",
      "15:00 Task 4",
      "16:00 Task 5",
      "17:00 Task 6",
    ]);
    expect(plan.leftOver).toEqual(["Task 7", "Task 8", "Task 9"]);
    await expect(planDay({ date: "24/11/2026", tasks: [] }, contextWith())).rejects.toBeInstanceOf(SkillError);
  });

  it("find-slot skips the evening and the weekend", async () => {
    // Friday 16:50 UTC: 90 minutes no longer fit; Monday 09:00 is next.
    expect(await findSlot({ durationMinutes: 90 }, contextWith())).toEqual({
      start: "2026-11-30T09:00:00.000Z",
      end: "2026-11-30T10:30:00.000Z",
    });
  });
});

describe("post-update", () => {
  const webhookTo = (url: string, allowPrivateAddresses: boolean): IntegrationSettings => ({
    id: "slack",
    name: "Slack",
    webhook: { url, apps: ["team-relay"], allowPrivateAddresses, timeoutMs: 2000 },
  });

  it("refuses a loopback or private webhook unless the config allows it", async () => {
    for (const url of [
      "http://127.0.0.1:9/hook",
      "http://10.0.0.5/hook",
      "http://[::1]:9/hook",
      "http://localhost:9/x",
    ]) {
      await expect(
        postUpdate({ channel: "general", message: "hi" }, contextWith([webhookTo(url, false)])),
      ).rejects.toMatchObject({
        code: "webhook_address_refused",
      });
    }
  });

  it("posts to an allowed webhook and records its answer; answers why when none is set", async () => {
    const received: unknown[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on("end", () => {
        received.push(JSON.parse(body));
        res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const output = await postUpdate(
        { channel: "general", message: "Shipped", mentionTeam: true },
        contextWith([webhookTo(`http://127.0.0.1:${port}/hook`, true)]),
      );
      expect(output).toEqual({ integration: "slack", status: 200, answer: "ok" });
      expect(received).toEqual([{ channel: "general", text: "Shipped", mention: "channel" }]);
    } finally {
      server.close();
    }
    await expect(postUpdate({ channel: "x", message: "y" }, contextWith())).rejects.toMatchObject({
      code: "webhook_not_configured",
    });
  });
});
