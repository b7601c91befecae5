import { describe, expect, it } from "vitest";
import { createTestHub } from "../testing/test-hub";
import { apiOperations } from "./api-operations";
import { buildOpenApiDocument } from "./openapi-document";

describe("OpenAPI document", () => {
  it("describes every operation with its request and response schemas", () => {
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe("3.0.3");
    expect(Object.keys(document.paths).length).toBe(new Set(apiOperations.map((op) => op.path)).size);
    const put = document.paths["/api/config/{filename}"]?.put as {
      requestBody: { content: { "application/json": { schema: { properties: object } } } };
      responses: Record<string, unknown>;
      security: unknown;
    };
    expect(Object.keys(put.requestBody.content["application/json"].schema.properties)).toEqual(["content"]);
    expect(Object.keys(put.responses)).toEqual(["200", "400", "401", "403", "404", "413", "422", "500"]);
    expect(put.security).toEqual([{ adminSession: [] }]);
  });

  it("lists only operations the server really answers", async () => {
    const t = await createTestHub();
    try {
      for (const op of apiOperations) {
        const path = op.path
          .replace("{filename}", "integrations.yaml")
          .replace("{id}", "1")
          .replace("{appId}", "data-pipeline");
        const response = await t.app.request(path, { method: op.method.toUpperCase() });
        const body = response.headers.get("content-type")?.includes("json") ? await response.json() : {};
        expect((body as { message?: string }).message ?? "", `${op.method} ${op.path}`).not.toMatch(/^No API route/);
      }
      const docs = await t.app.request("/api/docs");
      expect(docs.headers.get("content-type")).toContain("text/html");
      expect(await docs.text()).toContain("<h1>Hub of Minds API reference</h1>");
      const json = await t.app.request("/api/openapi.json");
      expect(((await json.json()) as { info: { title: string } }).info.title).toBe("Hub of Minds API");
    } finally {
      await t.close();
    }
  });
});
