import { describe, expect, it } from "vitest";
import { validateConfig } from "./validate-config";

describe("validateConfig", () => {
  it("accepts a valid file and gives its settings, defaults filled in", () => {
    const check = validateConfig(
      "database_config.yaml",
      "pool:\n  max: 5\n  idleTimeoutMs: 1000\nretention:\n  activityLogDays: 30\n  aiJobsDays: 7\n",
    );
    expect(check).toEqual({
      isValid: true,
      errors: [],
      settings: {
        pool: { max: 5, idleTimeoutMs: 1000 },
        retention: { activityLogDays: 30, aiJobsDays: 7, supportTicketsDays: 365 },
      },
    });
  });

  it("reports YAML syntax errors at their line and column, in the order of the file", () => {
    const check = validateConfig("integrations.yaml", "integrations:\n  - id: a\n  bad: : :\n");
    expect(check.isValid).toBe(false);
    expect(check.errors.map(({ line, column }) => [line, column])).toEqual([
      [3, 1],
      [3, 8],
      [3, 10],
    ]);
    expect(validateConfig("integrations.yaml", "integrations:\n\t- id: a\n").errors).toEqual([
      { message: "Tabs are not allowed as indentation", line: 2, column: 1 },
    ]);
  });

  it("refuses YAML that parses but fails the schema, at the value (the badge once called it valid)", () => {
    const check = validateConfig(
      "integrations.yaml",
      "integrations:\n  - id: a\n    name: A\n    type: web\n    status: nope\n",
    );
    expect(check.errors).toEqual([
      {
        message: expect.stringMatching(/^integrations\.0\.status: /),
        line: 5,
        column: 13,
        path: "integrations.0.status",
      },
    ]);
    // Three missing keys of one item: three problems, each once, at the item.
    const missing = validateConfig("integrations.yaml", "integrations:\n  - id: a\n");
    expect(missing.errors.map((e) => `${e.line}:${e.column} ${e.path}`)).toEqual([
      "2:5 integrations.0.name",
      "2:5 integrations.0.type",
      "2:5 integrations.0.status",
    ]);
  });

  it("reports a schema error at the offending value, and a missing key at its parent", () => {
    const wrongType = validateConfig(
      "database_config.yaml",
      "pool:\n  max: lots\n  idleTimeoutMs: 1\nretention:\n  activityLogDays: 1\n  aiJobsDays: 1\n",
    );
    expect(wrongType.errors).toEqual([
      { message: expect.stringMatching(/^pool\.max: /), line: 2, column: 8, path: "pool.max" },
    ]);
    const missing = validateConfig("oversight_rules.yaml", "maxMessageLength: 10\nrules: []\n");
    expect(missing.errors).toEqual([expect.objectContaining({ path: "maxTokensPerRequest", line: 1, column: 1 })]);
  });

  it("points at each unknown key itself", () => {
    const check = validateConfig(
      "database_config.yaml",
      "pool:\n  max: 5\n  idleTimeoutMs: 1\n  size: 3\nretention:\n  activityLogDays: 1\n  aiJobsDays: 1\nextra: 1\n",
    );
    expect(check.errors).toEqual([
      { message: "pool.size: unknown key", line: 4, column: 3, path: "pool.size" },
      { message: "extra: unknown key", line: 8, column: 1, path: "extra" },
    ]);
  });

  it("refuses duplicate ids, unknown keys, bad regular expressions and duplicate keys", () => {
    const dup = validateConfig(
      "integrations.yaml",
      "integrations:\n  - {id: a, name: A, type: web, status: connected}\n  - {id: a, name: B, type: web, status: connected}\n",
    );
    expect(dup.errors.map((e) => e.message)).toEqual(['integrations.1.id: duplicate id "a"']);
    expect(validateConfig("integrations.yaml", "integrations: []\nextra: 1\n").isValid).toBe(false);
    const regex = validateConfig(
      "oversight_rules.yaml",
      "maxMessageLength: 10\nmaxTokensPerRequest: 10\nrules:\n  - {id: r, description: d, pattern: '(', action: block}\n",
    );
    expect(regex.errors.map((e) => e.path)).toEqual(["rules.0.pattern"]);
    expect(validateConfig("integrations.yaml", "integrations: []\nintegrations: []\n").isValid).toBe(false);
    expect(validateConfig("integrations.yaml", "").isValid).toBe(false);
  });

  it("refuses patterns the linear-time matcher cannot run, naming the rule", () => {
    const check = validateConfig(
      "oversight_rules.yaml",
      "maxMessageLength: 10\nmaxTokensPerRequest: 10\nrules:\n  - {id: echo, description: d, pattern: '(a)\\1', action: block}\n",
    );
    expect(check.isValid).toBe(false);
    expect(check.errors).toEqual([
      expect.objectContaining({ path: "rules.0.pattern", message: expect.stringContaining('rule "echo"') }),
    ]);
  });

  it("reports a YAML alias bomb as an invalid file instead of throwing", () => {
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (const name of "bcdefghij")
      bomb.push(
        `${name}: &${name} [${Array(10)
          .fill(`*${String.fromCharCode(name.charCodeAt(0) - 1)}`)
          .join(", ")}]`,
      );
    const check = validateConfig("integrations.yaml", `${bomb.join("\n")}\n`);
    expect(check).toEqual({
      isValid: false,
      errors: [expect.objectContaining({ message: expect.stringMatching(/alias/i) })],
    });
  });
});
