import { describe, expect, it } from "vitest";
import { agentListSchema } from "../schemas/agent.schema";
import { defaultAgents } from "./default-agents.data";

const distinct = (ids: string[]) => new Set(ids).size === ids.length;
function statusCounts(records: readonly { status: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of records) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("default agents", () => {
  it("are valid, with Eve, Adam and Agent Zero", () => {
    expect(agentListSchema.parse(defaultAgents)).toEqual(defaultAgents);
    expect(distinct(defaultAgents.map((agent) => agent.id))).toBe(true);
    expect(defaultAgents.filter((agent) => agent.type !== "other").map((agent) => agent.name)).toEqual([
      "Agent Zero",
      "Eve",
      "Adam",
    ]);
  });

  it("are idle (their tasks come from real work), all online but one", () => {
    expect(statusCounts(defaultAgents)).toEqual({ online: 5, offline: 1 });
    expect(defaultAgents.every((agent) => agent.currentTask === null)).toBe(true);
  });
});
