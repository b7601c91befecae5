import { describe, expect, it } from "vitest";
import { integrationListSchema } from "../schemas/integration.schema";
import { defaultIntegrations } from "./default-integrations.data";

const distinct = (ids: string[]) => new Set(ids).size === ids.length;
function statusCounts(records: readonly { status: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of records) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("default integrations", () => {
  it("are valid, of every type, most connected", () => {
    expect(integrationListSchema.parse(defaultIntegrations)).toEqual(defaultIntegrations);
    expect(distinct(defaultIntegrations.map((integration) => integration.id))).toBe(true);
    expect(new Set(defaultIntegrations.map((integration) => integration.type))).toEqual(
      new Set(["desktop", "mobile", "web", "other"]),
    );
    expect(statusCounts(defaultIntegrations)).toEqual({ connected: 5, disconnected: 2, error: 1 });
  });
});
