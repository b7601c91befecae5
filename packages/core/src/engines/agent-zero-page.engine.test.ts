import { describe, expect, it } from "vitest";
import type { SystemTask } from "./agent-zero-page.data";
import { type AgentZeroPageState, createAgentZeroPageEngine } from "./agent-zero-page.engine";
import { scriptedContext, seededContext, testNow } from "./engine-context.testing";

const engine = createAgentZeroPageEngine();
const ctx = seededContext(8);
const start = (patch: Partial<AgentZeroPageState> = {}): AgentZeroPageState => ({ ...engine.init(ctx), ...patch });
const task = (status: SystemTask["status"], progress: number): SystemTask => ({
  id: `t-${status}`,
  name: status,
  description: "",
  priority: "high",
  status,
  progress,
  autonomyLevel: 100,
  scope: "test",
});

describe("agent zero page engine", () => {
  it("starts with the spec's health metrics, three actions, tasks and five maintenance jobs", () => {
    const state = engine.init(seededContext(8));
    expect(state.health).toEqual({ autonomy: 100, health: 98, consciousness: 85, integration: 92 });
    expect(state.actions.map((a) => [a.id, a.timestamp])).toEqual([
      ["action-3", testNow],
      ["action-2", testNow - 4000],
      ["action-1", testNow - 8000],
    ]);
    expect(state.maintenance.map((j) => [j.frequency, j.nextExecution - j.lastExecuted, j.criticality])).toEqual([
      ["Every 30 seconds", 30_000, "essential"],
      ["Every 2 minutes", 120_000, "important"],
      ["Every 6 seconds", 6000, "essential"],
      ["Every 10 minutes", 600_000, "optimal"],
      ["Continuous", 0, "essential"],
    ]);
    expect(state.tasks.map((t) => t.status)).toContain("transcending");
    expect(engine.timers).toEqual([
      { everyMs: 4000, event: { type: "actionTick" } },
      { everyMs: 3000, event: { type: "taskTick" } },
    ]);
  });

  it("logs an action every tick, keeping 20, and raises each metric 0.1 up to 100", () => {
    let state = start();
    for (let n = 1; n <= 25; n++) state = engine.reduce(state, { type: "actionTick" }, seededContext(n, testNow + n));
    expect(state.actions).toHaveLength(20);
    expect(state.actions[0]?.id).toBe("action-28");
    expect(state.actions[0]?.timestamp).toBe(testNow + 25);
    expect(state.health).toEqual({ autonomy: 100, health: 100, consciousness: 87.5, integration: 94.5 });
  });

  it("builds an action from its draws", () => {
    const next = engine.reduce(start(), { type: "actionTick" }, scriptedContext([0, 0.99, 0, 0.99]));
    expect(next.actions[0]).toEqual({
      id: "action-4",
      timestamp: testNow,
      action: "Optimised resource allocation",
      target: "Quantum Gateway",
      result: "Efficiency increased by 12%",
      impact: "transcendent",
    });
  });

  it("advances task progress by 0.3 when transcending, otherwise 0.1, capped at 100", () => {
    const tasks = [task("transcending", 50), task("monitoring", 50), task("upgrading", 99.95), task("optimizing", 100)];
    const next = engine.reduce(start({ tasks }), { type: "taskTick" }, ctx);
    expect(next.tasks.map((t) => t.progress)).toEqual([50.3, 50.1, 100, 100]);
    expect(next.tasks[3]).toBe(tasks[3]);
  });

  it("returns the same state when every task is complete", () => {
    const state = start({ tasks: [task("transcending", 100), task("monitoring", 100)] });
    expect(engine.reduce(state, { type: "taskTick" }, ctx)).toBe(state);
  });
});
