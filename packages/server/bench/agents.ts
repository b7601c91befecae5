import type { Task, TaskStatus } from "@hub-of-minds/core";
import type { Agents } from "../src/agents/agents-runtime";
import type { OpenAiStandIn } from "../src/gateway/testing/openai-stand-in";
import { p50p95 } from "./load";

const finished = new Set<TaskStatus>(["completed", "failed", "cancelled"]);

/**
 * Issue 23's first agents figure, on one instance: from `createTask` (the API's enqueue) to the upstream's
 * first model call for that task, one task at a time on an idle queue, and the whole run to `completed`.
 */
export async function measureAgents(agents: Agents, standIn: OpenAiStandIn, tasks: number): Promise<string[][]> {
  const toFirstCall: number[] = [];
  const toDone: number[] = [];
  standIn.toolCalls = undefined;
  for (let i = 0; i < tasks; i++) {
    const instruction = `Bench task ${i}: say hello.`;
    const started = performance.now();
    const task = await agents.createTask("muse", instruction);
    let current: Task = task;
    while (!finished.has(current.status)) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      current = await agents.getTask(task.id);
    }
    const doneAt = performance.now();
    if (current.status !== "completed") throw new Error(`bench task ${task.id} ended ${current.status}`);
    const call = standIn.requests.find((request) => JSON.stringify(request.body).includes(instruction));
    if (!call) throw new Error(`bench task ${task.id} made no upstream call`);
    toFirstCall.push(call.receivedAt - started);
    toDone.push(doneAt - started);
  }
  const times = (samples: number[]) => {
    const { p50, p95 } = p50p95(samples);
    return [`${p50.toFixed(1)} ms p50`, `${p95.toFixed(1)} ms p95`];
  };
  return [
    [`agents: enqueue -> first upstream call`, ...times(toFirstCall), "goal p50 <= 100 ms (one instance)"],
    [`agents: enqueue -> completed (${tasks} tasks)`, ...times(toDone), "one step, answered at once"],
  ];
}
