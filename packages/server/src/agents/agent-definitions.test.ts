import { validateConfig } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";

const file = (extra: string) => `agents:
  - id: eve
    name: Eve
    type: eve
    status: online
${extra}`;

describe("agents in agent_behaviors.yaml", () => {
  it("take a personality, model, skills, concurrency, schedule and budgets, with defaults", () => {
    const check = validateConfig(
      "agent_behaviors.yaml",
      file(`    personality: eve
    skills: [persona-composer, sentiment-radar/score-sentiment]
    concurrency: 2
    schedule:
      cron: "0 9 * * 1-5"
      instruction: Summarize yesterday
`),
    );
    expect(check.isValid).toBe(true);
    if (!check.isValid) return;
    expect(check.settings.agents[0]).toMatchObject({
      personality: "eve",
      model: "gpt-4o",
      concurrency: 2,
      schedule: { cron: "0 9 * * 1-5" },
      dailyTokenBudget: 100_000,
      maxSteps: 8,
      currentTask: null,
    });
  });

  it("point at the line and column of an unknown personality, skill, bad cron or concurrency", () => {
    const check = validateConfig(
      "agent_behaviors.yaml",
      file(`    personality: nobody
    skills: [persona-composer/fly]
    concurrency: 0
    schedule: { cron: "every day", instruction: x }
`),
    );
    expect(check.isValid).toBe(false);
    expect(check.errors.map((error) => [error.path, error.line])).toEqual([
      ["agents.0.personality", 6],
      ["agents.0.skills.0", 7],
      ["agents.0.concurrency", 8],
      ["agents.0.schedule.cron", 9],
    ]);
  });
});
