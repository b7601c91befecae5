import { describe, expect, it } from "vitest";
import { type AgentTask, type AgentWidgetState, createAgentWidgetEngine } from "./agent-widget.engine";
import { scriptedContext, seededContext, testNow } from "./engine-context.testing";

const engine = createAgentWidgetEngine();
const tick = { type: "tick" } as const;
const start = (): AgentWidgetState => engine.init(seededContext(1));
const task = (status: AgentTask["status"], progress: number): AgentTask => ({
  id: `t-${status}-${progress}`,
  name: "test",
  status,
  progress,
  category: "Test",
  startTime: testNow,
});

describe("agent widget engine", () => {
  it("starts with six seeded tasks and the spec's figures and metrics", () => {
    const state = start();
    expect(state.tasks).toHaveLength(6);
    expect(state.tasks.map((t) => [t.status, t.progress])).toEqual([
      ["active", 67],
      ["active", 34],
      ["active", 89],
      ["completed", 100],
      ["priority", 12],
      ["pending", 0],
    ]);
    expect(state.tasks[0]?.startTime).toBe(testNow - 12 * 60_000);
    expect(state.tasks[0]?.estimatedCompletion).toBe(testNow + 6 * 60_000);
    expect(state.tasks[5]).not.toHaveProperty("estimatedCompletion");
    expect(state.status).toEqual({
      authority: "Unlimited Eternal Authority",
      uptime: "Eternal",
      tasksCompleted: 15_847,
      optimizations: 2394,
      emergencyResponses: 73,
    });
    expect(state.metrics.map((m) => [m.value, m.unit])).toEqual([
      [98.7, "%"],
      [67.2, "%"],
      [23, "ms"],
      [99.9, "%"],
    ]);
    expect(engine.timers).toEqual([{ everyMs: 3000, event: { type: "tick" } }]);
  });

  it("adds 0-5 to each active task below 100, then 0-2 to the counter", () => {
    // Draws: task 1 -> 0 (+0), task 2 -> 0.99 (+5), task 3 -> 0.5 (+3); counter 0.99 (+2).
    const next = engine.reduce(start(), tick, scriptedContext([0, 0.99, 0.5, 0.99]));
    expect(next.tasks.map((t) => t.progress)).toEqual([67, 39, 92, 100, 12, 0]);
    expect(next.status.tasksCompleted).toBe(15_849);
  });

  it("caps progress at 100 and completes a task at exactly 100", () => {
    const state = { ...start(), tasks: [task("active", 97), task("active", 95), task("active", 94)] };
    // +5 -> capped 100, +5 -> exactly 100, +5 -> 99; counter +0.
    const next = engine.reduce(state, tick, scriptedContext([0.99, 0.99, 0.99, 0]));
    expect(next.tasks.map((t) => [t.progress, t.status])).toEqual([
      [100, "completed"],
      [100, "completed"],
      [99, "active"],
    ]);
    expect(next.status).toBe(state.status);
  });

  it("never changes priority, pending or completed tasks and draws nothing for them", () => {
    const state = { ...start(), tasks: [task("priority", 10), task("pending", 0), task("completed", 100)] };
    const next = engine.reduce(state, tick, scriptedContext([0.5]));
    expect(next.tasks).toBe(state.tasks);
    expect(next.status.tasksCompleted).toBe(15_848);
  });

  it("returns the same state when nothing moved", () => {
    const state = start();
    expect(engine.reduce(state, tick, scriptedContext([0, 0, 0, 0]))).toBe(state);
  });
});
