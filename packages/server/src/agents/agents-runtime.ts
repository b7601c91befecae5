import { randomUUID } from "node:crypto";
import {
  type AgentDefinition,
  clusterApps,
  type Task,
  type Workflow,
  type WorkflowCreate,
  workflowCreateSchema,
} from "@hub-of-minds/core";
import { and, count, eq, sql } from "drizzle-orm";
import { customerApps, skillRuns, workflows } from "../db/schema";
import { checkMessages, policyFrom } from "../gateway/oversight";
import type { Payer } from "../gateway/spending";
import type { Caller } from "../http/account-or-customer-key";
import { ApiError } from "../http/api-error";
import type { Hub } from "../hub";
import { abortCauseOf, FinalJobFailure, type JobContext } from "../queue/job-queue";
import { isPublicActivity } from "../services/activity.service";
import { demoCustomerId } from "../services/cluster.service";
import type { AgentModel } from "./agent-model";
import { createAgentStatus } from "./agent-status";
import { appAnalytics } from "./app-analytics";
import { createApprovals } from "./approvals";
import type { HubToolDeps } from "./hub-tools";
import { findSkill } from "./skill-executor";
import { offeredSkills } from "./skill-tools";
import type { IntegrationSettings, SkillContext } from "./skills/skill-context";
import { type Oversee, type RunDeps, runTask, type ToolRun } from "./task-runner";
import { createTaskStore, type NewStep, toTaskSummary } from "./task-store";
import { type BegunTry, createTaskTransitions, type TryEnd } from "./task-transitions";
import { runWorkflowSteps } from "./workflow-runner";

export interface AgentsOptions {
  /** How long a sensitive skill call waits for an administrator before it counts as denied. */
  approvalTimeoutMs?: number;
  /** Longest run of one task try (approvals included). */
  taskTimeoutSeconds?: number;
  /** How often a running task looks for a cancel made on another instance. */
  cancelPollMs?: number;
  now?: () => Date;
  /** The knowledge and memory an agent's `knowledge_search`, `memory_recall` and `remember` reach. */
  hubTools?: HubToolDeps;
}

type TaskJob = { taskId: string } | { scheduled: string };

export const taskQueueOf = (agentId: string) => `agent-task__${agentId}`;

/**
 * The agents at work: one queue per agent (its concurrency = its workers in each instance), the tool loop
 * through the gateway's pipeline, approvals, schedules from agent_behaviors.yaml and saved workflows.
 * Built once where the app is assembled; `mount` adds its routes.
 */
export async function createAgents(hub: Hub, model: AgentModel, options: AgentsOptions = {}) {
  const { db, queue, bus, activity } = hub;
  const now = options.now ?? (() => new Date());
  const store = createTaskStore(db);
  const transitions = createTaskTransitions(db);
  const status = createAgentStatus(db, bus);
  const approvals = createApprovals(db, { timeoutMs: options.approvalTimeoutMs ?? 10 * 60_000 });
  const taskTimeoutSeconds =
    options.taskTimeoutSeconds ?? Math.ceil((options.approvalTimeoutMs ?? 600_000) / 1000) + 300;
  const definitions = () => hub.configs.settings()["agent_behaviors.yaml"].agents;
  const findAgent = (id: string) => definitions().find((agent) => agent.id === id);
  const requireAgent = (id: string) => agentFor(id, { kind: "admin" });

  const policy = () => policyFrom(hub.configs.settings()["oversight_rules.yaml"]);
  const oversee: Oversee = async (text, role) => {
    const verdict = checkMessages([{ role, content: text }], policy());
    if (verdict.kind === "refuse") return verdict;
    for (const note of verdict.noted) {
      await activity.record(
        "chat_flagged",
        `Oversight rule "${note.ruleId}" matched an agent's step (${note.action})`,
        {
          ruleId: note.ruleId,
          action: note.action,
        },
      );
    }
    return { kind: "allow" };
  };

  const installedApps = async (customerId: number) =>
    new Set(
      (
        await db
          .select({ appId: customerApps.appId })
          .from(customerApps)
          .where(and(eq(customerApps.customerId, customerId), eq(customerApps.isActive, true)))
      ).map((row) => row.appId),
    );

  const integrations = (): IntegrationSettings[] =>
    hub.configs.settings()["integrations.yaml"].integrations.map((entry) => ({
      id: entry.id,
      name: entry.name,
      webhook: entry.webhook,
    }));

  const skillContext = (payer: Payer, signal: AbortSignal, spend: (tokens: number) => void): SkillContext => ({
    db,
    integrations,
    signal,
    now,
    async ask(instructions, text, system) {
      const answer = await model.complete({
        model: "gpt-4o",
        systemPrompt: system ?? "You are a precise assistant inside Hub of Minds.",
        messages: [{ role: "user", content: `${instructions}\n\n${text}` }],
        tools: [],
        maxTokens: 800,
        payer,
        signal,
      });
      spend(answer.tokens);
      const verdict = await oversee(answer.content ?? "", "assistant");
      if (verdict.kind === "refuse") throw new FinalJobFailure("oversight_rule", verdict.message);
      return answer.content ?? "";
    },
    runWorkflow: async (workflowId) => {
      const task = await startWorkflow(workflowId);
      const flow = await findWorkflow(workflowId);
      return { taskId: task.id, steps: flow.steps.length };
    },
    describeWorkflow: async (workflowId) => {
      const flow = await findWorkflow(workflowId);
      return { name: flow.name, steps: flow.steps.map(({ appId, skillName }) => ({ appId, skillName })) };
    },
  });

  const announce = (agentId: string, taskId: string, activityText: string) =>
    bus.publish("agent_activity", { agentId, activity: activityText, taskId });

  const runDeps: RunDeps = {
    store,
    model,
    approvals,
    oversee,
    skillContext,
    announce,
    now,
    hubTools: options.hubTools,
  };

  /** Aborts the run when the task is cancelled on another instance (this one aborts at once). */
  const watchCancel = (taskId: string, controller: AbortController) => {
    const timer = setInterval(async () => {
      const row = await store.row(taskId).catch(() => undefined);
      if (row?.status === "cancelled") controller.abort({ cause: "cancelled" });
    }, options.cancelPollMs ?? 1000);
    return () => clearInterval(timer);
  };

  /** Runs a task's job; the try was begun with the job's fetch (`claimed`: null when its task had ended). */
  async function handle(agentId: string, job: JobContext<TaskJob, BegunTry | null>) {
    let taskId: string;
    let row = job.claimed ?? undefined;
    if ("scheduled" in job.data) {
      // A tick of the agent's schedule: its task is made now, with the job's id.
      taskId = job.id;
      const owner = findAgent(agentId)?.customerId;
      await store.create({
        id: job.id,
        agentId,
        instruction: job.data.scheduled,
        jobId: job.id,
        ...(owner ? { customerId: owner } : {}),
      });
      row = await transitions.begin(taskId, agentId, demoCustomerId);
    } else taskId = job.data.taskId;
    if (!row) return; // cancelled (or finished) before it ran
    if (row.agent) bus.publish("agent_update", row.agent);
    const agent = findAgent(agentId);
    if (!agent) {
      await store.finish(taskId, { status: "failed", code: "agent_not_found", message: `No agent "${agentId}"` });
      await status.idle(agentId, "error");
      throw new FinalJobFailure("agent_not_found", `No agent "${agentId}"`);
    }
    const local = new AbortController();
    const signal = AbortSignal.any([job.signal, local.signal]);
    const stopWatching = watchCancel(taskId, local);
    const payer: Payer = row.customerId
      ? { kind: "customer", customerId: row.customerId, via: "key" }
      : { kind: "hub", address: `agent:${agentId}` };
    const skills = offeredSkills(agent.skills, new Set(row.apps));
    const input = {
      taskId,
      instruction: row.instruction,
      attempt: row.attempts,
      agent,
      skills,
      payer,
      signal,
      spentBefore: row.tokens,
      spentToday: row.spentToday,
    };
    /** The end for good, in one statement (its last step, the result, the activity entry, the agent at rest). */
    const endTry = async (end: TryEnd, last?: NewStep) => {
      const entry =
        end.status === "completed"
          ? { actionType: "agent_task_completed", description: `${agent.name} completed: ${clip(row.instruction)}` }
          : {
              actionType: "agent_task_failed",
              description: `${agent.name} failed: ${clip(row.instruction)} (${end.code})`,
            };
      const lastStep = last && { attempt: row.attempts, step: last };
      const activityEntry = { ...entry, details: { agentId, taskId } };
      // A completed task's job completes in the same statement, which also takes the agent's next job and
      // begins its try (one round trip between two runs); a failed one's job is failed by the queue (it counts
      // failed on the Message Queue card).
      const ended =
        end.status === "completed"
          ? await job.completeWith(async (completion, fetch) => {
              const next = fetch && { fetch, appsOf: demoCustomerId };
              const answer = await transitions.end(taskId, agentId, end, lastStep, activityEntry, { completion, next });
              return { answer, next: answer.next };
            })
          : await transitions.end(taskId, agentId, end, lastStep, activityEntry);
      if (ended.action && isPublicActivity(ended.action.actionType, ended.action.details)) {
        const { details: _, ...action } = ended.action;
        bus.publish("agent_action", action);
      }
      if (ended.agent) bus.publish("agent_update", ended.agent);
    };
    try {
      const outcome = row.workflowId
        ? { result: await runWorkflowSteps(await findWorkflow(row.workflowId), { ...toolRun(input) }) }
        : await runTask(input, runDeps);
      await endTry({ status: "completed", result: outcome.result }, outcome.last);
    } catch (err) {
      const cause = abortCauseOf(job.signal) ?? abortCauseOf(local.signal);
      if (cause === "shutdown") {
        await store.setStatus(taskId, "queued");
        await store.addStep(taskId, row.attempts, note("The hub stopped during the run; it runs again."));
        await status.idle(agentId, "ok");
        throw err;
      }
      if (cause === "cancelled") {
        await store.finish(taskId, {
          status: "cancelled",
          code: "cancelled",
          message: "Cancelled by an administrator.",
        });
        await status.idle(agentId, "ok");
        return;
      }
      const final = err instanceof FinalJobFailure;
      const code = cause === "timeout" ? "timeout" : final ? err.code : "run_failed";
      const message =
        cause === "timeout" ? `The run took longer than ${taskTimeoutSeconds} s.` : (err as Error).message;
      if (!final && cause !== "timeout" && job.willRetry) {
        await store.addStep(taskId, row.attempts, note(`This try failed (${message}); it is tried again.`));
        await store.setStatus(taskId, "queued");
        await status.idle(agentId, "ok");
        throw err;
      }
      await endTry({ status: "failed", code, message });
      throw new FinalJobFailure(code, message);
    } finally {
      stopWatching();
    }
  }

  const toolRun = (input: Parameters<typeof runTask>[0]): ToolRun => ({
    ...input,
    deps: runDeps,
    record: (step) => store.addStep(input.taskId, input.attempt, step),
    spend: () => undefined,
  });

  // Queues and workers per agent; schedules from the file. Re-applied when agent_behaviors.yaml changes.
  const working = new Map<string, number>();
  async function applyDefinitions() {
    const wanted = definitions();
    for (const agent of wanted) {
      const name = taskQueueOf(agent.id);
      if (working.get(agent.id) !== agent.concurrency) {
        if (working.has(agent.id)) await queue.offWork(name);
        await queue.define(name, { retryLimit: 2, retryDelaySeconds: 2, timeoutSeconds: taskTimeoutSeconds });
        await queue.work<TaskJob, BegunTry | null>(name, agent.concurrency, (job) => handle(agent.id, job), {
          claim: (fetch) => transitions.claim(fetch, agent.id, demoCustomerId),
        });
        working.set(agent.id, agent.concurrency);
      }
      if (agent.schedule) await queue.schedule(name, agent.schedule.cron, { scheduled: agent.schedule.instruction });
      else await queue.unschedule(name);
    }
    for (const id of [...working.keys()]) {
      if (wanted.some((agent) => agent.id === id)) continue;
      await queue.offWork(taskQueueOf(id));
      await queue.unschedule(taskQueueOf(id));
      working.delete(id);
    }
  }
  await applyDefinitions();
  hub.configs.onChange((change) =>
    change.filename === "agent_behaviors.yaml"
      ? applyDefinitions().catch((err: Error) => console.error("[agents] applying the agents failed:", err.message))
      : undefined,
  );

  /** The agent, if this caller may give it tasks: an unknown or someone else's agent is the same 404. */
  function agentFor(agentId: string, caller: Caller): AgentDefinition {
    const agent = findAgent(agentId);
    if (!agent || (caller.kind === "customer" && agent.customerId !== caller.customerId)) {
      throw new ApiError(404, "agent_not_found", `No agent "${agentId}" in agent_behaviors.yaml`);
    }
    return agent;
  }

  /** The task's row, if this caller may see it: a customer sees the tasks that spend their quota. */
  async function taskFor(id: string, caller: Caller) {
    const row = await store.row(id);
    if (!row || (caller.kind === "customer" && row.customerId !== caller.customerId)) {
      throw new ApiError(404, "task_not_found", `No task ${id}`);
    }
    return row;
  }

  async function enqueue(agent: AgentDefinition, instruction: string, extra: { workflowId?: number } = {}) {
    if (agent.status === "offline") {
      throw new ApiError(409, "agent_offline", `${agent.name} is offline in agent_behaviors.yaml`);
    }
    // The owner's agent spends the owner's quota, whoever gave it the task.
    const owner = agent.customerId ? { customerId: agent.customerId } : {};
    // The task's job has the task's id, so the row is written once, before the job exists.
    const id = randomUUID();
    const task = { id, agentId: agent.id, instruction, ...extra, ...owner };
    // The row, its activity entry and its job in one statement (task-transitions.ts).
    const queued = await transitions.queue(
      task,
      {
        actionType: "agent_task_queued",
        description: `${agent.name} was given: ${clip(instruction)}`,
        details: { agentId: agent.id, taskId: id },
      },
      (through) => queue.send(taskQueueOf(agent.id), { taskId: id }, { id, db: through }),
    );
    if (queued.action && isPublicActivity(queued.action.actionType, queued.action.details)) {
      const { details: _, ...action } = queued.action;
      bus.publish("agent_action", action);
    }
    // As queued: a woken local worker may already be running it.
    const row = {
      ...task,
      jobId: id,
      status: "queued",
      result: null,
      error: null,
      workflowId: task.workflowId ?? null,
      customerId: task.customerId ?? null,
      tokens: 0,
      attempts: 0,
      createdAt: queued.createdAt,
      startedAt: null,
      finishedAt: null,
    };
    return { ...toTaskSummary(row), steps: [] } satisfies Task;
  }

  async function findWorkflow(id: number): Promise<Workflow> {
    const [row] = await db.select().from(workflows).where(eq(workflows.id, id));
    if (!row) throw new ApiError(404, "workflow_not_found", `No workflow ${id}`);
    const [runs] = await db.select({ n: count() }).from(sql`agent_tasks`).where(sql`workflow_id = ${id}`);
    return toWorkflow(row, runs?.n ?? 0);
  }

  async function startWorkflow(id: number) {
    const flow = await findWorkflow(id);
    return enqueue(requireAgent(flow.agentId), `Run workflow "${flow.name}"`, { workflowId: id });
  }

  return {
    store,
    approvals,
    /** A task for the agent; a customer's key reaches only the agents working for that customer. */
    async createTask(agentId: string, instruction: string, caller: Caller = { kind: "admin" }) {
      return enqueue(agentFor(agentId, caller), instruction);
    },
    async listTasks(agentId: string, caller: Caller = { kind: "admin" }) {
      agentFor(agentId, caller);
      return store.latest(agentId);
    },
    async getTask(id: string, caller: Caller = { kind: "admin" }) {
      await taskFor(id, caller);
      const task = await store.get(id);
      if (!task) throw new ApiError(404, "task_not_found", `No task ${id}`);
      return task;
    },
    async cancelTask(id: string, caller: Caller = { kind: "admin" }) {
      const row = await taskFor(id, caller);
      const cancelled = await store.finish(id, {
        status: "cancelled",
        code: "cancelled",
        message: caller.kind === "admin" ? "Cancelled by an administrator." : "Cancelled by the customer.",
      });
      if (!cancelled) throw new ApiError(409, "task_finished", `Task ${id} already ended (${row.status})`);
      if (row.jobId) await queue.cancel(taskQueueOf(row.agentId), row.jobId);
      await activity.record("agent_task_cancelled", `Cancelled: ${clip(row.instruction)}`, {
        agentId: row.agentId,
        taskId: id,
      });
      return this.getTask(id, caller);
    },
    async listWorkflows(): Promise<Workflow[]> {
      const rows = await db.select().from(workflows).orderBy(workflows.id);
      const runs = await db
        .select({ id: sql<number>`workflow_id`, n: count() })
        .from(sql`agent_tasks`)
        .where(sql`workflow_id is not null`)
        .groupBy(sql`workflow_id`);
      const byId = new Map(runs.map((row) => [Number(row.id), row.n]));
      return rows.map((row) => toWorkflow(row, byId.get(row.id) ?? 0));
    },
    async createWorkflow(body: WorkflowCreate): Promise<Workflow> {
      const flow = workflowCreateSchema.parse(body);
      requireAgent(flow.agentId);
      for (const step of flow.steps) findSkill(step.appId, step.skillName);
      const [row] = await db.insert(workflows).values(flow).returning();
      if (!row) throw new Error("the workflow was not stored");
      await activity.record("workflow_created", `Workflow "${flow.name}" created`, { workflowId: row.id });
      return toWorkflow(row, 0);
    },
    async deleteWorkflow(id: number) {
      const rows = await db.delete(workflows).where(eq(workflows.id, id)).returning();
      if (!rows.length) throw new ApiError(404, "workflow_not_found", `No workflow ${id}`);
    },
    runWorkflow: startWorkflow,
    /** The hub-wide counts, or with `appId` that app's own (404 for an app the marketplace does not have). */
    async analytics(appId?: string) {
      const installed = await installedApps(demoCustomerId);
      if (appId !== undefined) {
        const app = clusterApps.find((candidate) => candidate.id === appId);
        if (!app) throw new ApiError(404, "cluster_app_not_found", `Unknown cluster app: ${appId}`);
        return appAnalytics(db, app, demoCustomerId, installed.has(appId));
      }
      const [flows] = await db.select({ n: count() }).from(workflows);
      const [direct] = await db.select({ n: count() }).from(skillRuns);
      return {
        installedApps: installed.size,
        activeSkills: clusterApps.filter((app) => installed.has(app.id)).reduce((n, app) => n + app.skills.length, 0),
        workflows: flows?.n ?? 0,
        executions: (direct?.n ?? 0) + (await store.countSkillCalls()),
      };
    },
    skillContext,
  };
}
export type Agents = Awaited<ReturnType<typeof createAgents>>;

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);
const note = (text: string) => ({
  kind: "note" as const,
  name: "hub",
  status: "ok" as const,
  input: null,
  output: { message: text },
  tokens: 0,
  durationMs: 0,
});

const toWorkflow = (row: typeof workflows.$inferSelect, runs: number): Workflow => ({
  id: row.id,
  name: row.name,
  description: row.description,
  agentId: row.agentId,
  steps: row.steps,
  createdAt: row.createdAt.toISOString(),
  runs,
});
