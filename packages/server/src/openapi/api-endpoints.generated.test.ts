import { readFileSync, writeFileSync } from "node:fs";
import { apiEndpoints, apiRoutes, renderApiEndpoints } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";

// Core's zod-free table the site's client reads; core has no Node types, so its check lives here.
const file = new URL("../../../core/src/contract/api-endpoints.generated.ts", import.meta.url);

describe("the zod-free endpoint table", () => {
  it("is what the route definitions render (UPDATE_API_ENDPOINTS=1 rewrites it)", () => {
    const expected = renderApiEndpoints(apiRoutes);
    if (process.env.UPDATE_API_ENDPOINTS === "1") writeFileSync(file, expected);
    expect(readFileSync(file, "utf8")).toBe(expected);
  });

  it("names each operation by its operationId", () => {
    for (const [id, route] of Object.entries(apiRoutes)) {
      expect(route.operationId).toBe(id);
      expect(apiEndpoints[id as keyof typeof apiEndpoints].path).toBe(route.path);
    }
  });
});
