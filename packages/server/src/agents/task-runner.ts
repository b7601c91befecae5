import { type AgentDefinition, findPersonality, personalitySystemPrompt } from "@hub-of-minds/core";
import type { Payer } from "../gateway/spending";
import { ApiError } from "../http/api-error";
import { FinalJobFailure } from "../queue/job-queue";
import type { AgentMessage, AgentModel } from "./agent-model";
import type { Approvals } from "./approvals";
import { type HubToolDeps, hubToolsOf } from "./hub-tools";
import { executeSkill } from "./skill-executor";
import { type OfferedSkill, sensitivePermissionsOf, toolNameOf, toolOf } from "./skill-tools";
import type { SkillContext } from "./skills/skill-context";
import type { NewStep, TaskStore } from "./task-store";

/** What Agent Zero says about a text before it acts: pass (with notes), or refuse with the rule. */
export type Oversee = (
  text: string,
  role: "assistant" | "user",
) => Promise<{ kind: "allow" } | { kind: "refuse"; rule: string; message: string }>;

export interface RunDeps {
  store: TaskStore;
  model: AgentModel;
  approvals: Approvals;
  oversee: Oversee;
  /** Skill context of this run (its `ask` spends from the same payer). */
  skillContext(payer: Payer, signal: AbortSignal, spend: (tokens: number) => void): SkillContext;
  /** The hub's own tools besides skills: knowledge search and memory (hub-tools.ts). */
  hubTools?: HubToolDeps | undefined;
  /** Tells the dashboard what the agent does now (agent_activity). */
  announce(agentId: string, taskId: string, activity: string): void;
  now(): Date;
}

export interface RunInput {
  taskId: string;
  instruction: string;
  attempt: number;
  agent: AgentDefinition;
  skills: readonly OfferedSkill[];
  payer: Payer;
  signal: AbortSignal;
  /** Tokens this task already spent in earlier tries. */
  spentBefore: number;
  /** Tokens the agent's tasks had spent today when this try began (this try's own spend is added to it). */
  spentToday: number;
}

/** A try's answer, and its last step when the caller is to record it with the task's end. */
export interface RunOutcome {
  result: string;
  last?: NewStep;
}

/** The longest answer one model step may give. */
const stepMaxTokens = 1024;

const failure = (code: string, message: string) => new FinalJobFailure(code, message);

function systemPromptOf(agent: AgentDefinition, skills: readonly OfferedSkill[]): string {
  const personality = agent.personality ? findPersonality(agent.personality) : undefined;
  const voice = personality ? personalitySystemPrompt(personality) : `You are ${agent.name}, an agent of Hub of Minds.`;
  const tools = skills.length
    ? "Use the tools when they help; a tool error tells you what to fix. When the task is done, answer with " +
      "the result in a few sentences."
    : "Answer with the result in a few sentences.";
  return `${voice}\nYou are working on a task an administrator gave you. ${tools}`;
}

const parseArguments = (text: string): Record<string, unknown> | string => {
  try {
    const value = JSON.parse(text || "{}");
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : "the arguments must be a JSON object";
  } catch {
    return "the arguments are not valid JSON";
  }
};

/**
 * One try of a task: the tool loop. Each model step goes through the hub's gateway pipeline; its output
 * passes oversight before it acts; each tool call's input passes oversight, waits for approval when its app
 * holds a sensitive permission, runs, and its output (or error) goes back to the model. Every step is
 * recorded (the final answer's is handed back, for the caller to write with the task's end). Past `maxSteps` or the token budgets the task fails with the reason (no retry can fix that).
 */
export async function runTask(input: RunInput, deps: RunDeps): Promise<RunOutcome> {
  const { agent, taskId, signal } = input;
  const record = (step: NewStep) => deps.store.addStep(taskId, input.attempt, step);
  const hubTools = hubToolsOf(agent, deps.hubTools ?? {});
  const tools = [...input.skills.map(toolOf), ...[...hubTools.values()].map((tool) => tool.definition)];
  const messages: AgentMessage[] = [{ role: "user", content: input.instruction }];
  let spent = input.spentBefore;
  const checkAbort = () => {
    if (signal.aborted) throw signal.reason ?? new Error("aborted");
  };

  for (let step = 1; step <= agent.maxSteps; step++) {
    checkAbort();
    if (spent >= agent.taskTokenBudget) {
      throw failure("task_token_budget", `The task used ${spent} tokens, its budget is ${agent.taskTokenBudget}.`);
    }
    // Read once per try, not per step: a step's check counts this try's own spend on top.
    const today = input.spentToday + spent - input.spentBefore;
    if (today >= agent.dailyTokenBudget) {
      throw failure(
        "daily_token_budget",
        `${agent.name} used ${today} tokens today, its daily budget is ${agent.dailyTokenBudget}.`,
      );
    }
    const started = Date.now();
    deps.announce(agent.id, taskId, step === 1 ? input.instruction : `Thinking (step ${step})`);
    let answer: Awaited<ReturnType<AgentModel["complete"]>>;
    try {
      answer = await deps.model.complete({
        model: agent.model,
        systemPrompt: systemPromptOf(agent, input.skills),
        messages,
        tools,
        maxTokens: Math.min(stepMaxTokens, agent.taskTokenBudget - spent),
        payer: input.payer,
        signal,
      });
    } catch (err) {
      checkAbort();
      const api = err instanceof ApiError ? err : undefined;
      await record({
        kind: "model",
        name: agent.model,
        status: "error",
        input: { messages: messages.length },
        output: { code: api?.code ?? "internal_error", message: (err as Error).message },
        tokens: 0,
        durationMs: Date.now() - started,
      });
      // Refusals (oversight, budget, quota, a model not allowed) end the task; upstream trouble is retried.
      if (api && api.status < 500 && api.status !== 429) throw failure(api.code, api.message);
      if (api?.code === "budget_exhausted" || api?.code === "quota_exceeded") throw failure(api.code, api.message);
      throw err;
    }
    spent += answer.tokens;
    const modelStep: NewStep = {
      kind: "model",
      name: agent.model,
      status: "ok",
      input: { messages: messages.length, tools: tools.length },
      output: {
        content: answer.content,
        toolCalls: answer.toolCalls.map((call) => ({ name: call.name, arguments: call.arguments })),
      },
      tokens: answer.tokens,
      durationMs: Date.now() - started,
    };
    const verdict = answer.content ? await deps.oversee(answer.content, "assistant") : { kind: "allow" as const };
    // The answer's step is written with the task's end, in one statement (task-transitions.ts).
    if (verdict.kind === "allow" && !answer.toolCalls.length) return { result: answer.content ?? "", last: modelStep };
    await record(modelStep);
    if (verdict.kind === "refuse") throw failure("oversight_rule", verdict.message);

    messages.push({
      role: "assistant",
      content: answer.content,
      tool_calls: answer.toolCalls.map((call) => ({
        id: call.id,
        type: "function" as const,
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    for (const call of answer.toolCalls) {
      checkAbort();
      const hubTool = hubTools.get(call.name);
      const output = hubTool
        ? await runHubTool(call.name, hubTool.run, call.arguments, { ...input, record, deps, spend })
        : await runToolCall(call.name, call.arguments, { ...input, record, deps, spend });
      messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(output) });
    }
  }
  throw failure("max_steps", `The task did not finish within ${agent.maxSteps} model steps.`);

  function spend(tokens: number) {
    spent += tokens;
  }
}

export interface ToolRun extends RunInput {
  record(step: NewStep): Promise<unknown>;
  deps: RunDeps;
  spend(tokens: number): void;
}

/** A hub tool's call (hub-tools.ts): oversight on its input, then the tool; refusals go back as `{error}`. */
async function runHubTool(
  name: string,
  run: (args: Record<string, unknown>) => Promise<unknown>,
  rawArguments: string,
  { deps, record }: ToolRun,
): Promise<unknown> {
  const started = Date.now();
  const step = (status: "ok" | "error", input: unknown, output: unknown) =>
    record({ kind: "tool", name: `hub/${name}`, status, input, output, tokens: 0, durationMs: Date.now() - started });
  const args = parseArguments(rawArguments);
  if (typeof args === "string") {
    const error = { code: "invalid_arguments", message: args };
    await step("error", rawArguments, error);
    return { error };
  }
  const verdict = await deps.oversee(JSON.stringify(args), "user");
  if (verdict.kind === "refuse") throw failure("oversight_rule", verdict.message);
  try {
    const output = await run(args);
    await step("ok", args, output);
    return output;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const error = { code: err.code, message: err.message };
    await step("error", args, error);
    return { error };
  }
}

/** One tool call; what it answers goes back to the model (a result, or `{error}` it can act on). */
async function runToolCall(name: string, rawArguments: string, run: ToolRun): Promise<unknown> {
  const { record } = run;
  const started = Date.now();
  const offered = run.skills.find((skill) => toolNameOf(skill) === name);
  const fail = async (code: string, message: string, input: unknown) => {
    await record({
      kind: "tool",
      name: offered ? `${offered.app.id}/${offered.skill.name}` : name,
      status: "error",
      input,
      output: { code, message },
      tokens: 0,
      durationMs: Date.now() - started,
    });
    return { error: { code, message } };
  };
  if (!offered) return fail("unknown_tool", `There is no tool named ${name}.`, rawArguments);
  const args = parseArguments(rawArguments);
  if (typeof args === "string") return fail("invalid_arguments", args, rawArguments);
  return runSkillStep(offered, args, run);
}

/**
 * A skill call with parsed arguments (a tool call, or a workflow step): oversight on its input, approval
 * when its app holds a sensitive permission, the skill itself; answers its output or `{error}`.
 */
export async function runSkillStep(offered: OfferedSkill, args: Record<string, unknown>, run: ToolRun) {
  const { deps, record } = run;
  const started = Date.now();
  const ref = `${offered.app.id}/${offered.skill.name}`;
  const verdict = await deps.oversee(JSON.stringify(args), "user");
  if (verdict.kind === "refuse") throw failure("oversight_rule", verdict.message);

  const sensitive = sensitivePermissionsOf(offered.app);
  if (sensitive.length) {
    const approval = await deps.approvals.open({
      taskId: run.taskId,
      agentId: run.agent.id,
      appId: offered.app.id,
      skillName: offered.skill.name,
      input: args,
      permissions: sensitive,
    });
    await deps.store.setStatus(run.taskId, "waiting_approval");
    deps.announce(run.agent.id, run.taskId, `Waiting for approval of ${ref}`);
    await record({
      kind: "approval",
      name: ref,
      status: "waiting",
      input: args,
      output: { approvalId: approval.id, permissions: sensitive },
      tokens: 0,
      durationMs: 0,
    });
    const decision = await deps.approvals.wait(approval.id, run.signal);
    if (run.signal.aborted) throw run.signal.reason;
    await deps.store.setStatus(run.taskId, "running");
    const approved = decision === "approved";
    await record({
      kind: "approval",
      name: ref,
      status: approved ? "approved" : "denied",
      input: { approvalId: approval.id },
      output: { decision },
      tokens: 0,
      durationMs: Date.now() - started,
    });
    if (!approved) {
      return { error: { code: "approval_denied", message: `An administrator did not approve ${ref} (${decision}).` } };
    }
  }

  deps.announce(run.agent.id, run.taskId, `Using ${offered.skill.name} of ${offered.app.displayName}`);
  const callStarted = Date.now();
  let tokens = 0;
  const context = deps.skillContext(run.payer, run.signal, (used) => {
    tokens += used;
    run.spend(used);
  });
  try {
    const output = await executeSkill(offered.app, offered.skill, args, context);
    await record({
      kind: "tool",
      name: ref,
      status: "ok",
      input: args,
      output,
      tokens,
      durationMs: Date.now() - callStarted,
    });
    return output;
  } catch (err) {
    if (run.signal.aborted) throw run.signal.reason;
    if (!(err instanceof ApiError)) throw err;
    const error = { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) };
    await record({
      kind: "tool",
      name: ref,
      status: "error",
      input: args,
      output: error,
      tokens,
      durationMs: Date.now() - callStarted,
    });
    return { error };
  }
}
