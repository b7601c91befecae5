import { describe, expect, it } from "vitest";
import { compileOversightPattern, oversightPatternProblem } from "./oversight-pattern";

describe("oversight patterns", () => {
  it("compile case-insensitively", () => {
    expect(compileOversightPattern("credit card").test("My CREDIT Card number")).toBe(true);
    expect(oversightPatternProblem("\\b(ssn|social security)\\b")).toBeUndefined();
  });

  it("name what RE2 cannot run", () => {
    expect(oversightPatternProblem("(a)\\1")).toMatch(/^is not a pattern the linear-time matcher accepts \(.+\)/);
    expect(oversightPatternProblem("(?=a)")).toMatch(/lookaround are not supported$/);
    expect(() => compileOversightPattern("(")).toThrow();
  });
});
