import { describe, expect, it } from "vitest";
import { skillExecutionResultSchema, skillExecutionSchema } from "./skill.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

describe("skill schemas", () => {
  it("accepts a payload", () => {
    const payload = { appId: "smart-scheduler", skillName: "plan", input: { day: "monday" } };
    expect(skillExecutionSchema.parse(payload)).toEqual(payload);
  });

  it("names missing and wrongly typed fields", () => {
    expect(paths(skillExecutionSchema.safeParse({ appId: "", skillName: 3, input: [] }))).toEqual([
      "appId",
      "skillName",
      "input",
    ]);
  });

  it("reads a result", () => {
    const result = { appId: "a", skillName: "s", output: { ok: 1 }, executedAt: "2025-01-01T00:00:00.000Z" };
    expect(skillExecutionResultSchema.parse(result)).toEqual(result);
  });
});
