import { describe, expect, it } from "vitest";
import { agentListSchema, agentSchema } from "./agent.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const agent = { id: "eve", name: "Eve", type: "eve", status: "online", currentTask: "Reading" };

describe("agent schema", () => {
  it("accepts an agent, idle or busy", () => {
    expect(agentSchema.parse(agent)).toEqual(agent);
    expect(agentSchema.parse({ ...agent, currentTask: null }).currentTask).toBeNull();
  });

  it("names unknown types and statuses", () => {
    expect(paths(agentSchema.safeParse({ ...agent, type: "lilith" }))).toEqual(["type"]);
    expect(paths(agentSchema.safeParse({ ...agent, status: "asleep" }))).toEqual(["status"]);
  });

  it("names wrong types and empty names, also inside a list", () => {
    expect(paths(agentSchema.safeParse({ ...agent, currentTask: 3 }))).toEqual(["currentTask"]);
    expect(paths(agentSchema.safeParse({ ...agent, name: "  " }))).toEqual(["name"]);
    expect(paths(agentListSchema.safeParse([agent, { ...agent, id: "" }]))).toEqual(["1.id"]);
  });
});
