import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import { renderDocsPage } from "../openapi/docs-page";
import { buildOpenApiDocument } from "../openapi/openapi-document";

/** `/api/openapi.json` and `/api/docs`: built on first use, when every route of the app is registered. */
export function docsRoutes(app: ApiApp) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  const current = () => {
    document ??= buildOpenApiDocument(app);
    return document;
  };
  app.openapi(apiRoutes.getOpenApiDocument, (c) => c.json(current() as unknown as Record<string, unknown>, 200));
  app.openapi(apiRoutes.getApiDocs, (c) => {
    page ??= renderDocsPage(current());
    return c.html(page, 200);
  });
}
