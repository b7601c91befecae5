import { apiRoutes } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";
import { buildDefinedDocument, type OpenApiDocument } from "./openapi-document";

let t: TestGatewayApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestGatewayApp();
  document = (await (await t.app.request("/api/openapi.json")).json()) as OpenApiDocument;
});
afterAll(async () => {
  await t?.close();
});

const methods = ["get", "post", "put", "patch", "delete"] as const;
const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => (item[method] ? [{ path, method, op: item[method] }] : [])),
  );

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1, generated from the definitions, every operation with an id, security and its errors", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document).toEqual(JSON.parse(JSON.stringify(buildDefinedDocument())));
    expect(
      operations()
        .map(({ op }) => op.operationId)
        .sort(),
    ).toEqual(Object.keys(apiRoutes).sort());
    for (const { path, method, op } of operations()) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op.responses ?? {}), `${method} ${path}`).toContain("500");
    }
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual([
      "customerBearer",
      "customerKey",
      "publishableKey",
      "session",
      "visitorToken",
    ]);
    const put = document.paths?.["/api/config/{filename}"]?.put;
    expect(put?.security).toEqual([{ session: ["admin"] }]);
    expect(Object.keys(put?.responses ?? {})).toEqual(["200", "400", "401", "403", "404", "413", "415", "422", "500"]);
    expect(document.paths?.["/api/v1/chat"]?.post?.security).toEqual([{ customerKey: [] }]);
    expect(document.paths?.["/v1/chat/completions"]?.post?.security).toEqual([
      { customerBearer: [] },
      { customerKey: [] },
    ]);
  });

  it("lacks no route the app answers, and lists none it does not", () => {
    const served = new Set(
      t.app.routes
        .filter((route) => route.method !== "ALL" && /^\/(api|v1)\//.test(route.path))
        // better-auth answers its own API under /api/auth/* (sign-in, sessions); the document describes ours.
        .filter((route) => !route.path.startsWith("/api/auth/"))
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const documented = new Set(operations().map(({ path, method }) => `${method} ${path}`));
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
  });

  it("is rendered whole at /api/docs", async () => {
    const docs = await t.app.request("/api/docs");
    expect(docs.headers.get("content-type")).toContain("text/html");
    const page = await docs.text();
    expect(page).toContain("<h1>Hub of Minds API reference</h1>");
    for (const id of Object.keys(apiRoutes)) expect(page).toContain(`id="${id}"`);
  });
});
