import { describe, expect, it } from "vitest";
import {
  configContentSchema,
  configFileListSchema,
  configFilenameSchema,
  configFilenames,
  configFileSchema,
  configUpdateBodySchema,
} from "./config-file.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

describe("config file schemas", () => {
  it("lists exactly the four editable files", () => {
    expect(configFilenames).toEqual([
      "agent_behaviors.yaml",
      "database_config.yaml",
      "integrations.yaml",
      "oversight_rules.yaml",
    ]);
  });

  it("refuses any other filename, including a path", () => {
    expect(configFilenameSchema.safeParse("integrations.yaml").success).toBe(true);
    expect(configFilenameSchema.safeParse("../secrets.yaml").success).toBe(false);
    expect(paths(configFileSchema.safeParse({ filename: "other.yaml", content: "", isValid: true }))).toEqual([
      "filename",
    ]);
  });

  it("reads the list without content and the content answer", () => {
    const list = configFileListSchema.parse([{ filename: "integrations.yaml", isValid: true, content: "a: 1" }]);
    expect(list).toEqual([{ filename: "integrations.yaml", isValid: true }]);
    expect(paths(configContentSchema.safeParse({ content: "a: 1", isValid: "yes" }))).toEqual(["isValid"]);
  });

  it("needs string content to save", () => {
    expect(configUpdateBodySchema.parse({ content: "a: 1\n" })).toEqual({ content: "a: 1\n" });
    expect(paths(configUpdateBodySchema.safeParse({ content: 5 }))).toEqual(["content"]);
  });
});
