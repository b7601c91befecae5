import { configFilenames } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { defaultConfigContent } from "./config-defaults";
import { validateConfig } from "./config-validate";

describe("validateConfig", () => {
  it("accepts every shipped default, indented by even spaces as the editor's local check wants", () => {
    for (const filename of configFilenames) {
      const content = defaultConfigContent(filename);
      expect(validateConfig(filename, content).isValid, filename).toBe(true);
      for (const line of content.split("\n")) {
        expect((/^ */.exec(line)?.[0].length ?? 0) % 2, `${filename}: ${line}`).toBe(0);
      }
    }
  });

  it("reports a YAML syntax error at its line and column", () => {
    const check = validateConfig("integrations.yaml", "integrations:\n  - id: a\n  bad: : :\n");
    expect(check.isValid).toBe(false);
    expect(check.errors[0]).toMatchObject({ line: 3, column: expect.any(Number) });
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
