import { configFilenames, validateConfig } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { defaultConfigContent } from "./config-defaults";

describe("the shipped config files", () => {
  it("pass the shared validation, indented by even spaces as the editor's local check wants", () => {
    for (const filename of configFilenames) {
      const content = defaultConfigContent(filename);
      expect(validateConfig(filename, content).errors, filename).toEqual([]);
      for (const line of content.split("\n")) {
        expect((/^ */.exec(line)?.[0].length ?? 0) % 2, `${filename}: ${line}`).toBe(0);
      }
    }
  });
});
