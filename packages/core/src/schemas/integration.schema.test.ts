import { describe, expect, it } from "vitest";
import { integrationListSchema, integrationSchema } from "./integration.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const integration = { id: "slack", name: "Slack", type: "web", status: "connected" };

describe("integration schema", () => {
  it("accepts an integration", () => {
    expect(integrationSchema.parse(integration)).toEqual(integration);
  });

  it("names unknown types and statuses", () => {
    expect(paths(integrationSchema.safeParse({ ...integration, type: "watch" }))).toEqual(["type"]);
    expect(paths(integrationSchema.safeParse({ ...integration, status: "online" }))).toEqual(["status"]);
  });

  it("names wrong types, also inside a list", () => {
    expect(paths(integrationSchema.safeParse({ ...integration, name: 7 }))).toEqual(["name"]);
    expect(paths(integrationListSchema.safeParse([{ ...integration, id: undefined }]))).toEqual(["0.id"]);
  });
});
