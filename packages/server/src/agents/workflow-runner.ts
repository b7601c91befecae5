import type { Workflow } from "@hub-of-minds/core";
import { FinalJobFailure } from "../queue/job-queue";
import { findSkill } from "./skill-executor";
import { runSkillStep, type ToolRun } from "./task-runner";

const reference = /^\{\{\s*steps\.(\d+)\.output((?:\.[A-Za-z0-9_]+)*)\s*\}\}$/;

/** A step's input with `{{steps.N.output}}` (or `{{steps.N.output.field}}`) replaced by an earlier output. */
export function resolveInput(input: Record<string, unknown>, outputs: readonly unknown[]): Record<string, unknown> {
  const resolve = (value: unknown): unknown => {
    if (typeof value === "string") {
      const match = reference.exec(value);
      if (!match) return value;
      const index = Number(match[1]);
      if (index >= outputs.length) {
        throw new FinalJobFailure("invalid_workflow", `"${value}" refers to a step that has not run yet`);
      }
      let current: unknown = outputs[index];
      for (const key of (match[2] ?? "").split(".").filter(Boolean)) {
        current = current && typeof current === "object" ? (current as Record<string, unknown>)[key] : undefined;
      }
      return current;
    }
    if (Array.isArray(value)) return value.map(resolve);
    return value;
  };
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, resolve(value)]));
}

/**
 * Runs a workflow's steps in order as one task: each is a skill call with the same oversight, approvals and
 * record as an agent's tool call; a failed step ends the run with its reason. Answers the last output.
 */
export async function runWorkflowSteps(flow: Workflow, run: ToolRun): Promise<string> {
  const outputs: unknown[] = [];
  for (const [index, step] of flow.steps.entries()) {
    if (run.signal.aborted) throw run.signal.reason;
    const { app, skill } = findSkill(step.appId, step.skillName);
    run.deps.announce(run.agent.id, run.taskId, `Workflow "${flow.name}": step ${index + 1} (${skill.name})`);
    const output = await runSkillStep({ app, skill }, resolveInput(step.input, outputs), run);
    if (output && typeof output === "object" && "error" in output) {
      const { code, message } = (output as { error: { code: string; message: string } }).error;
      throw new FinalJobFailure(
        "workflow_step_failed",
        `Step ${index + 1} (${skill.name}) failed: ${code}: ${message}`,
      );
    }
    outputs.push(output);
  }
  return JSON.stringify(outputs.at(-1) ?? null);
}
