import { describe, expect, it } from "vitest";
import { isYamlIndentationValid, yamlIndentationErrors } from "./yaml-indentation";

describe("yamlIndentationErrors", () => {
  it("passes even indentation and ignores blank lines", () => {
    expect(yamlIndentationErrors("agents:\n  - name: Eve\n    type: eve\n\n   \nother: 1\n")).toEqual([]);
    expect(isYamlIndentationValid("a:\r\n  b: 1\r\n")).toBe(true);
  });

  it("returns the 1-based numbers of odd or tab-indented lines", () => {
    expect(yamlIndentationErrors("a:\n b: 1\n  c: 2\n\td: 3\n   e: 4")).toEqual([2, 4, 5]);
    expect(isYamlIndentationValid("a:\n b: 1")).toBe(false);
  });
});
