import type { Agent, Approval, Task, Workflow } from "@hub-of-minds/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { agentTokenDays, customers } from "../db/schema";
import { createMemoryStore } from "../memory/memory-store";
import { inviteAndSignIn } from "../testing/test-accounts";
import { insertTestCustomer } from "../testing/test-customer";
import { agentDaySlots } from "./task-store";
import type { ScriptedRequest } from "./testing/scripted-upstream";
import { createTestAgents, type TestAgents } from "./testing/test-agents";

let t: TestAgents;

const lastMessage = (request: ScriptedRequest) => request.messages.at(-1);
const instructionOf = (request: ScriptedRequest) =>
  request.messages.find((message) => message.role === "user")?.content ?? "";

/** A model that acts by its instruction: calls the tool named in it once, then reports what came back. */
function script(request: ScriptedRequest) {
  const instruction = instructionOf(request);
  const last = lastMessage(request);
  if (instruction.startsWith("loop")) {
    return { toolCalls: [{ name: "insight-analytics__summarize-activity", arguments: '{"days":1}' }] };
  }
  if (last?.role === "tool") return { content: `Done. The tool said: ${last.content}` };
  if (instruction.startsWith("summarize")) {
    return { toolCalls: [{ name: "insight-analytics__summarize-activity", arguments: '{"days":7}' }] };
  }
  if (instruction.startsWith("bad input")) {
    return { toolCalls: [{ name: "insight-analytics__summarize-activity", arguments: '{"days":"seven"}' }] };
  }
  if (instruction.startsWith("remember")) {
    return { toolCalls: [{ name: "remember", arguments: '{"content":"The launch moved to Friday the 4th."}' }] };
  }
  if (instruction.startsWith("recall")) {
    return { toolCalls: [{ name: "memory_recall", arguments: '{"query":"when is the launch"}' }] };
  }
  if (instruction.startsWith("look up")) {
    return { toolCalls: [{ name: "knowledge_search", arguments: '{"query":"widget","limit":3}' }] };
  }
  if (instruction.startsWith("empty note")) {
    return { toolCalls: [{ name: "remember", arguments: '{"content":"   "}' }] };
  }
  if (instruction.startsWith("sync")) {
    return { toolCalls: [{ name: "data-pipeline__sync-container", arguments: '{"containerId":"knowledge-base"}' }] };
  }
  return { content: "Nothing to do." };
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const getTask = async (id: string) => (await (await t.call("GET", `/api/tasks/${id}`)).json()) as Task;
const finished = (task: Task) => ["completed", "failed", "cancelled"].includes(task.status);

async function give(agentId: string, instruction: string): Promise<Task> {
  const response = await t.call("POST", `/api/agents/${agentId}/tasks`, { instruction });
  expect(response.status).toBe(202);
  return (await response.json()) as Task;
}

beforeAll(async () => {
  t = await createTestAgents(script, { approvalTimeoutMs: 4000 });
  for (const app of ["smart-scheduler", "data-pipeline", "insight-analytics", "sentiment-radar"]) {
    expect((await t.call("POST", `/api/cluster/install/${app}`)).status).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("the hub's own tools of an agent", () => {
  const run = async (instruction: string) => {
    const queued = await give("sentinel", instruction);
    return until(() => getTask(queued.id), finished);
  };
  it("remembers in its personality's memory space, recalls it in a later task, and searches the knowledge", async () => {
    const offered = async (instruction: string) => {
      const request = t.upstream.requests.find((entry) => instructionOf(entry) === instruction);
      return (request?.tools ?? []).map((tool) => tool.function.name);
    };
    const noted = await run("remember the launch date");
    expect(noted.status).toBe("completed");
    expect(noted.steps[1]).toMatchObject({ kind: "tool", name: "hub/remember", status: "ok" });
    expect(await offered("remember the launch date")).toEqual(
      expect.arrayContaining(["knowledge_search", "memory_recall", "remember"]),
    );
    // The entry is in the memory space of sentinel's personality (cipher), about the agent itself.
    const entries = await createMemoryStore(t.test.hub.db).list("cipher", { subject: "agent:sentinel" });
    expect(entries).toContainEqual(
      expect.objectContaining({ subject: "agent:sentinel", content: "The launch moved to Friday the 4th." }),
    );

    const recalled = await run("recall the launch");
    expect(recalled.steps[1]).toMatchObject({ name: "hub/memory_recall", status: "ok" });
    expect(JSON.stringify(recalled.steps[1]?.output)).toContain("Friday the 4th");

    const searched = await run("look up widgets");
    expect(searched.steps[1]).toMatchObject({ name: "hub/knowledge_search", status: "ok" });
    const { hits } = (searched.steps[1]?.output ?? { hits: [] }) as { hits: { text: string }[] };
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => /widget/i.test(hit.text))).toBe(true);
  });

  it("answers a bad input to the model as a tool error, and the task goes on", async () => {
    const task = await run("empty note");
    expect(task.status).toBe("completed");
    expect(task.steps[1]).toMatchObject({
      name: "hub/remember",
      status: "error",
      output: { code: "invalid_request", message: "content must be a text that is not empty." },
    });
  });
});

describe("an agent's task", () => {
  it("runs the tool loop through the gateway: the model calls a skill, gets its output, answers", async () => {
    const queued = await give("sentinel", "summarize the last week");
    expect(queued).toMatchObject({ status: "queued", agentId: "sentinel", steps: [] });
    const task = await until(() => getTask(queued.id), finished);
    expect(task.status).toBe("completed");
    expect(task.steps.map((step) => [step.kind, step.name, step.status])).toEqual([
      ["model", "gpt-4o", "ok"],
      ["tool", "insight-analytics/summarize-activity", "ok"],
      ["model", "gpt-4o", "ok"],
    ]);
    expect(task.steps[1]?.input).toEqual({ days: 7 });
    expect(task.steps[1]?.output).toMatchObject({ days: 7, total: expect.any(Number) });
    expect(task.result).toContain('"days":7');
    expect(task.tokens).toBe(60);
    // The tool's output went back to the model as a tool message.
    const second = t.upstream.requests.find(
      (request) => instructionOf(request) === "summarize the last week" && lastMessage(request)?.role === "tool",
    );
    expect(JSON.parse(String(lastMessage(second as ScriptedRequest)?.content))).toMatchObject({ days: 7 });
    // The agent's skills were offered as OpenAI tools, their JSON Schema from the declared inputs.
    const offered = second?.tools?.map((tool) => tool.function.name) ?? [];
    expect(offered).toContain("insight-analytics__summarize-activity");
    expect(offered).toContain("sentiment-radar__score-sentiment");
    const agents = (await (await t.call("GET", "/api/agents")).json()) as { id: string; status: string }[];
    expect(agents.find((agent) => agent.id === "sentinel")).toMatchObject({ status: "online", currentTask: null });
    const list = (await (await t.call("GET", "/api/agents/sentinel/tasks")).json()) as Task[];
    expect(list[0]).toMatchObject({ id: queued.id, status: "completed" });
  }, 60_000);

  it("answers bad skill input to the model as a tool error, and the task goes on", async () => {
    const queued = await give("sentinel", "bad input please");
    const task = await until(() => getTask(queued.id), finished);
    expect(task.status).toBe("completed");
    expect(task.steps[1]).toMatchObject({
      kind: "tool",
      status: "error",
      output: { code: "invalid_skill_input", details: [{ field: "days", message: "must be number" }] },
    });
    expect(task.result).toContain("invalid_skill_input");
  }, 60_000);

  it("fails past maxSteps with the reason", async () => {
    const queued = await give("sentinel", "loop forever");
    const task = await until(() => getTask(queued.id), finished);
    expect(task).toMatchObject({ status: "failed", error: { code: "max_steps" } });
    expect(task.steps.filter((step) => step.kind === "model")).toHaveLength(8);
    const agents = (await (await t.call("GET", "/api/agents")).json()) as { id: string; status: string }[];
    expect(agents.find((agent) => agent.id === "sentinel")?.status).toBe("error");
  }, 60_000);

  it("answers 404 for an unknown agent or task, 400 for an empty instruction, 401 without the session", async () => {
    expect((await t.call("POST", "/api/agents/nobody/tasks", { instruction: "x" })).status).toBe(404);
    expect((await t.call("POST", "/api/agents/eve/tasks", { instruction: "  " })).status).toBe(400);
    expect((await t.call("GET", "/api/tasks/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.call("GET", "/api/tasks/not-a-uuid")).status).toBe(400);
    const anonymous = await t.app.request("/api/agents/eve/tasks", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ instruction: "hello" }),
    });
    expect(anonymous.status).toBe(401);
    // Archivist is offline in agent_behaviors.yaml.
    const offline = await t.call("POST", "/api/agents/archivist/tasks", { instruction: "x" });
    expect(offline.status).toBe(409);
    expect(await offline.json()).toMatchObject({ code: "agent_offline" });
  });
});

describe("an agent's daily token budget", () => {
  it("counts every step's tokens of the day, and refuses a task once the budget is spent", async () => {
    const current = (await (await t.call("GET", "/api/config/agent_behaviors.yaml")).json()) as { content: string };
    const doc = parse(current.content) as { agents: object[] };
    doc.agents.push({
      id: "thrifty",
      name: "Thrifty",
      type: "other",
      status: "online",
      skills: ["insight-analytics/summarize-activity"],
      dailyTokenBudget: 90,
    });
    expect((await t.call("PUT", "/api/config/agent_behaviors.yaml", { content: stringify(doc) })).status).toBe(200);
    // Two model steps of 30 tokens (the stand-in's usage): one calls the tool, the last answers.
    const spending = await give("thrifty", "summarize the week");
    const first = await until(() => getTask(spending.id), finished);
    expect(first).toMatchObject({ status: "completed", tokens: 60 });
    // Both steps' tokens are in the day's row of the task's slot; 30 more of another task, in another slot.
    const days = () => t.test.handle.db.select().from(agentTokenDays).where(eq(agentTokenDays.agentId, "thrifty"));
    const [kept, ...others] = await days();
    expect(others).toEqual([]);
    expect(kept?.tokens).toBe(60);
    const day = kept?.day ?? "";
    await t.test.handle.db
      .insert(agentTokenDays)
      .values({ agentId: "thrifty", day, slot: ((kept?.slot ?? 0) + 1) % agentDaySlots, tokens: 30 });
    const refused = await give("thrifty", "anything else");
    const second = await until(() => getTask(refused.id), finished);
    expect(second).toMatchObject({
      status: "failed",
      error: { code: "daily_token_budget", message: "Thrifty used 90 tokens today, its daily budget is 90." },
    });
  }, 60_000);
});

describe("a customer's own agents", () => {
  let customer: { id: number; apiKey: string };
  let stranger: { id: number; apiKey: string };
  const asCustomer = (key: string, method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const usedBy = async (id: number) => {
    await t.gateway.quotas.flush();
    const [row] = await t.test.handle.db.select().from(customers).where(eq(customers.id, id));
    return row?.apiUsed ?? -1;
  };

  beforeAll(async () => {
    customer = await insertTestCustomer(t.test.handle.db);
    stranger = await insertTestCustomer(t.test.handle.db);
    // A courier working for the customer, saved beside the hub's own agents.
    const current = (await (await t.call("GET", "/api/config/agent_behaviors.yaml")).json()) as { content: string };
    const doc = parse(current.content) as { agents: object[] };
    doc.agents.push({ id: "courier", name: "Courier", type: "other", status: "online", customerId: customer.id });
    const saved = await t.call("PUT", "/api/config/agent_behaviors.yaml", { content: stringify(doc) });
    expect(saved.status).toBe(200);
  });

  it("takes a task from its customer's key, spends that customer's quota, and shows it only to them", async () => {
    const before = await usedBy(customer.id);
    const given = await asCustomer(customer.apiKey, "POST", "/api/agents/courier/tasks", { instruction: "deliver" });
    expect(given.status).toBe(202);
    const queued = (await given.json()) as Task;
    const read = async () =>
      (await (await asCustomer(customer.apiKey, "GET", `/api/tasks/${queued.id}`)).json()) as Task;
    const task = await until(read, finished);
    expect(task.status).toBe("completed");
    expect(await usedBy(customer.id)).toBeGreaterThan(before);
    const listed = (await (await asCustomer(customer.apiKey, "GET", "/api/agents/courier/tasks")).json()) as Task[];
    expect(listed.map((row) => row.id)).toContain(queued.id);
    // The administrator sees it too.
    expect((await t.call("GET", `/api/tasks/${queued.id}`)).status).toBe(200);
  }, 60_000);

  it("answers 404 to another customer's key and to the hub's own agents, as if they did not exist", async () => {
    const mine = await asCustomer(customer.apiKey, "POST", "/api/agents/courier/tasks", { instruction: "deliver" });
    const task = (await mine.json()) as Task;
    for (const [key, method, path] of [
      [stranger.apiKey, "POST", "/api/agents/courier/tasks"],
      [stranger.apiKey, "GET", "/api/agents/courier/tasks"],
      [stranger.apiKey, "GET", `/api/tasks/${task.id}`],
      [stranger.apiKey, "POST", `/api/tasks/${task.id}/cancel`],
      [customer.apiKey, "POST", "/api/agents/sentinel/tasks"],
    ] as const) {
      const answer = await asCustomer(key, method, path, method === "POST" ? { instruction: "x" } : undefined);
      expect([path, answer.status]).toEqual([path, 404]);
    }
    const wrongKey = await asCustomer("hom_live_wrong", "GET", "/api/agents/courier/tasks");
    expect(wrongKey.status).toBe(401);
    // Another customer's session is another customer too.
    const { cookie: theirs } = await inviteAndSignIn(t.app, t.cookie, "not-the-courier-owner@example.com");
    const bySession = await t.app.request("/api/agents/courier/tasks", { headers: { cookie: theirs } });
    expect([bySession.status, ((await bySession.json()) as { code: string }).code]).toEqual([404, "agent_not_found"]);
    await until(() => getTask(task.id), finished);
  }, 60_000);

  it("lets its customer cancel their task", async () => {
    const given = await asCustomer(customer.apiKey, "POST", "/api/agents/courier/tasks", {
      instruction: "loop forever",
    });
    const task = (await given.json()) as Task;
    const cancelled = await asCustomer(customer.apiKey, "POST", `/api/tasks/${task.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as Task).status).toBe("cancelled");
  }, 60_000);
});

describe("approvals", () => {
  const pendingFor = async (taskId: string) =>
    until(
      async () =>
        ((await (await t.call("GET", "/api/approvals")).json()) as Approval[]).find((a) => a.taskId === taskId),
      (approval) => approval?.status === "pending",
    );

  it("holds a skill whose app asks for network:outbound until an administrator approves it", async () => {
    const queued = await give("adam", "sync the knowledge base");
    const approval = (await pendingFor(queued.id)) as Approval;
    expect(approval).toMatchObject({
      appId: "data-pipeline",
      skillName: "sync-container",
      permissions: ["network:outbound"],
    });
    expect((await getTask(queued.id)).status).toBe("waiting_approval");
    // The agent is shown at work on it while it waits, and at rest once it is done.
    const adam = async () =>
      ((await (await t.call("GET", "/api/agents")).json()) as Agent[]).find((agent) => agent.id === "adam");
    expect(await adam()).toMatchObject({ status: "processing", currentTask: "sync the knowledge base" });
    const decided = await t.call("POST", `/api/approvals/${approval.id}`, { decision: "approve" });
    expect(decided.status).toBe(200);
    const task = await until(() => getTask(queued.id), finished);
    expect(task.status).toBe("completed");
    expect(await adam()).toMatchObject({ status: "online", currentTask: null });
    expect(task.steps.map((step) => [step.kind, step.status])).toEqual([
      ["model", "ok"],
      ["approval", "waiting"],
      ["approval", "approved"],
      ["tool", "ok"],
      ["model", "ok"],
    ]);
    const again = await t.call("POST", `/api/approvals/${approval.id}`, { decision: "deny" });
    expect(again.status).toBe(409);
  }, 60_000);

  it("tells the model a denied call was refused", async () => {
    const queued = await give("adam", "sync again");
    const approval = (await pendingFor(queued.id)) as Approval;
    expect((await t.call("POST", `/api/approvals/${approval.id}`, { decision: "deny" })).status).toBe(200);
    const task = await until(() => getTask(queued.id), finished);
    expect(task.status).toBe("completed");
    expect(task.steps.some((step) => step.kind === "tool")).toBe(false);
    expect(task.result).toContain("approval_denied");
  }, 60_000);

  it("denies a call nobody decided once the timeout passes", async () => {
    const queued = await give("adam", "sync while nobody watches");
    const task = await until(() => getTask(queued.id), finished);
    expect(task.steps.find((step) => step.kind === "approval" && step.status === "denied")).toBeDefined();
    const approvals = (await (await t.call("GET", "/api/approvals")).json()) as Approval[];
    expect(approvals.find((approval) => approval.taskId === queued.id)?.status).toBe("expired");
  }, 60_000);
});

describe("cancel", () => {
  it("cancels a task waiting in its run, and refuses to cancel it twice", async () => {
    const queued = await give("adam", "sync and then be cancelled");
    await pendingFor(queued.id);
    const response = await t.call("POST", `/api/tasks/${queued.id}/cancel`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Task).status).toBe("cancelled");
    expect((await t.call("POST", `/api/tasks/${queued.id}/cancel`)).status).toBe(409);
    // The run stops and the task stays cancelled.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await getTask(queued.id)).status).toBe("cancelled");
  }, 60_000);

  async function pendingFor(taskId: string) {
    return until(
      async () =>
        ((await (await t.call("GET", "/api/approvals")).json()) as Approval[]).find((a) => a.taskId === taskId),
      (approval) => approval?.status === "pending",
    );
  }
});

describe("workflows", () => {
  it("saves a three-step workflow, runs it as a task with later steps using earlier outputs, deletes it", async () => {
    const created = await t.call("POST", "/api/workflows", {
      name: "Plan and review",
      agentId: "sentinel",
      steps: [
        { appId: "smart-scheduler", skillName: "plan-day", input: { date: "2026-11-24", tasks: ["Write", "Review"] } },
        {
          appId: "smart-scheduler",
          skillName: "find-slot",
          input: { durationMinutes: 30, after: "{{steps.0.output.date}}" },
        },
        { appId: "insight-analytics", skillName: "summarize-activity", input: { days: 1 } },
      ],
    });
    expect(created.status).toBe(201);
    const flow = (await created.json()) as Workflow;
    const run = await t.call("POST", `/api/workflows/${flow.id}/runs`);
    expect(run.status).toBe(202);
    const runTask = (await run.json()) as Task;
    const task = await until(() => getTask(runTask.id), finished);
    expect(task.status).toBe("completed");
    const tools = task.steps.filter((step) => step.kind === "tool");
    expect(tools.map((step) => step.name)).toEqual([
      "smart-scheduler/plan-day",
      "smart-scheduler/find-slot",
      "insight-analytics/summarize-activity",
    ]);
    expect(tools[1]?.input).toEqual({ durationMinutes: 30, after: "2026-11-24" });
    expect(tools[1]?.output).toEqual({ start: "2026-11-24T09:00:00.000Z", end: "2026-11-24T09:30:00.000Z" });
    const list = (await (await t.call("GET", "/api/workflows")).json()) as Workflow[];
    expect(list.find((item) => item.id === flow.id)?.runs).toBe(1);
    const analytics = await (await t.call("GET", "/api/cluster/analytics")).json();
    expect(analytics).toMatchObject({ installedApps: 4, workflows: 1 });
    expect((await t.call("DELETE", `/api/workflows/${flow.id}`)).status).toBe(204);
    expect((await t.call("DELETE", `/api/workflows/${flow.id}`)).status).toBe(404);
    const bad = await t.call("POST", "/api/workflows", {
      name: "Bad",
      steps: [{ appId: "smart-scheduler", skillName: "fly", input: {} }],
    });
    expect(bad.status).toBe(404);
  }, 60_000);
});

describe("one app's analytics", () => {
  type Counts = { installedApps: number; workflows: number; executions: number; skills?: Skill[] };
  type Skill = { name: string; executions: number; lastExecutedAt: string | null };
  const read = async (query: string) => {
    const response = await t.call("GET", `/api/cluster/analytics${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Counts;
  };
  const skill = (counts: Counts, name: string) => counts.skills?.find((entry) => entry.name === name);

  it("counts that app's direct runs and agents' calls by skill, and its workflows", async () => {
    const before = await read("?appId=smart-scheduler");
    const flow = (await (
      await t.call("POST", "/api/workflows", {
        name: "Slot only",
        agentId: "sentinel",
        steps: [{ appId: "smart-scheduler", skillName: "find-slot", input: { durationMinutes: 15 } }],
      })
    ).json()) as Workflow;
    const run = (await (await t.call("POST", `/api/workflows/${flow.id}/runs`)).json()) as Task;
    expect((await until(() => getTask(run.id), finished)).status).toBe("completed");
    const direct = await t.call("POST", "/api/cluster/skills/execute", {
      appId: "smart-scheduler",
      skillName: "plan-day",
      input: { date: "2026-11-24", tasks: ["Write"] },
    });
    expect(direct.status).toBe(200);

    const after = await read("?appId=smart-scheduler");
    expect(after.installedApps).toBe(1);
    expect(after.workflows).toBe(before.workflows + 1);
    expect(after.executions).toBe(before.executions + 2);
    expect(skill(after, "find-slot")?.executions).toBe((skill(before, "find-slot")?.executions ?? 0) + 1);
    expect(skill(after, "plan-day")?.executions).toBe((skill(before, "plan-day")?.executions ?? 0) + 1);
    expect(skill(after, "plan-day")?.lastExecutedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(after.executions).toBe(after.skills?.reduce((sum, entry) => sum + entry.executions, 0));
    // The hub-wide answer has no per-skill list; the app's executions are part of its total.
    const all = await read("");
    expect(all.skills).toBeUndefined();
    expect(all.executions).toBeGreaterThanOrEqual(after.executions);
    expect((await t.call("DELETE", `/api/workflows/${flow.id}`)).status).toBe(204);
  }, 60_000);

  it("answers an app that is not installed with zeros, an unknown one 404 and a malformed id 400", async () => {
    const other = await read("?appId=persona-composer");
    expect(other).toMatchObject({ installedApps: 0, activeSkills: 0, executions: 0 });
    const unknown = await t.call("GET", "/api/cluster/analytics?appId=no-such-app");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe("cluster_app_not_found");
    for (const bad of ["Not%20A%20Slug", "", `${"a".repeat(101)}`]) {
      const response = await t.call("GET", `/api/cluster/analytics?appId=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("invalid_request");
    }
  });
});
