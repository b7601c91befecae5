import { Hono } from "hono";
import { renderDocsPage } from "../openapi/docs-page";
import { buildOpenApiDocument } from "../openapi/openapi-document";

export function docsRoutes() {
  // Built once: the operations are fixed at start.
  const document = buildOpenApiDocument();
  const page = renderDocsPage();
  return new Hono().get("/openapi.json", (c) => c.json(document)).get("/docs", (c) => c.html(page));
}
