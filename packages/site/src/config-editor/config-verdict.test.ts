import { validateConfig } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { configVerdict, indentationMessage } from "./config-verdict";
import { verdictFixtures } from "./config-verdict.fixtures";

const edited = (filename: (typeof verdictFixtures)[number]["filename"], content: string) =>
  configVerdict({ filename, content, edited: true, serverIsValid: true, serverProblems: [] });

describe("the editor's verdict", () => {
  it.each(verdictFixtures)("agrees with the server's validation on $name", ({ filename, content, problems }) => {
    const verdict = edited(filename, content);
    const server = validateConfig(filename, content);
    expect(verdict.validity).toBe(server.isValid ? "valid" : "invalid");
    expect(verdict.validity).toBe(problems.length === 0 ? "valid" : "invalid");
    expect(verdict.problems.map((p) => `${p.line}:${p.column}`)).toEqual(problems);
    expect(verdict.problems.map((p) => p.message)).toEqual(server.errors.map((e) => e.message));
  });

  it("adds the spec's even-indentation rule on an edit, at the first character of the line", () => {
    const verdict = edited("integrations.yaml", "integrations:\n   - id: odd\n");
    expect(verdict.validity).toBe("invalid");
    expect(verdict.problems.filter((p) => p.message === indentationMessage)).toEqual([
      { line: 2, column: 4, message: indentationMessage },
    ]);
  });

  it("keeps the server's isValid for a file as loaded, listing its problems when it is invalid", () => {
    const content = "integrations: []\nextra: 1\n";
    const loaded = (serverIsValid: boolean) =>
      configVerdict({ filename: "integrations.yaml", content, edited: false, serverIsValid, serverProblems: [] });
    expect(loaded(false)).toEqual({
      validity: "invalid",
      problems: [{ line: 2, column: 1, message: "extra: unknown key" }],
    });
    // Odd indentation is the editor's rule, checked from the first edit (spec 000, section 5).
    const odd = configVerdict({
      filename: "integrations.yaml",
      content: "integrations: []\n   # a note\n",
      edited: false,
      serverIsValid: true,
      serverProblems: [],
    });
    expect(odd).toEqual({ validity: "valid", problems: [] });
  });

  it("lists a problem the server repeats once, and one only the server found", () => {
    const content = "integrations: []\nextra: 1\n";
    const verdict = configVerdict({
      filename: "integrations.yaml",
      content,
      edited: true,
      serverIsValid: true,
      serverProblems: [
        { line: 2, column: 1, message: "extra: unknown key" },
        { line: 1, column: null, message: "Refused by a newer server" },
      ],
    });
    expect(verdict).toEqual({
      validity: "invalid",
      problems: [
        { line: 1, column: null, message: "Refused by a newer server" },
        { line: 2, column: 1, message: "extra: unknown key" },
      ],
    });
  });
});
