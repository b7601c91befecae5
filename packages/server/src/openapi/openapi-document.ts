import { apiRoutes, apiSecuritySchemes } from "@hub-of-minds/core";
import { type ApiApp, createApiApp } from "../http/api-app";

/** The OpenAPI 3.1 document of `GET /api/openapi.json`, generated from the routes the app implements. */
export function buildOpenApiDocument(app: ApiApp) {
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Hub of Minds API",
      version: "0.1.0",
      description:
        "REST API of the Hub of Minds server. Every error is JSON {code, message, details?} (the ApiError schema): " +
        "branch on `code`, show `message`. Live events arrive on the WebSocket at /ws.",
    },
    servers: [{ url: "/", description: "This server" }],
  });
  // OpenAPI 3.1's SPDX identifier (the generator's config type predates it).
  document.info.license = { name: "Proprietary", identifier: "LicenseRef-Proprietary" } as typeof document.info.license;
  // A definition without security is public: say so explicitly, as `security: []`.
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const operation = item[method];
      if (operation && !operation.security) operation.security = [];
    }
  }
  document.components = {
    ...document.components,
    securitySchemes: structuredClone(apiSecuritySchemes) as NonNullable<typeof document.components>["securitySchemes"],
  };
  return document;
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** The same document from the definitions alone (no database): what `npm test` lints. */
export function buildDefinedDocument() {
  const app = createApiApp();
  for (const route of Object.values(apiRoutes)) app.openAPIRegistry.registerPath(route);
  return buildOpenApiDocument(app);
}
