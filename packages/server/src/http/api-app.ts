import { OpenAPIHono } from "@hono/zod-openapi";
import { type ApiRouteDefinition, apiRoutes, issueDetails } from "@hub-of-minds/core";
import type { MiddlewareHandler } from "hono";
import { ApiError } from "./api-error";

const invalidText = {
  json: "Invalid request body",
  query: "Invalid query parameters",
  param: "Invalid path parameters",
} as Record<string, string>;

/** The app every route is defined on: a failed check of params, query or body answers the one error shape. */
export function createApiApp() {
  return new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) {
        throw new ApiError(
          400,
          "invalid_request",
          invalidText[result.target] ?? "Invalid request",
          issueDetails(result.error),
        );
      }
    },
  });
}
export type ApiApp = ReturnType<typeof createApiApp>;

/** Hono's form of an OpenAPI path template: `/api/config/{filename}` -> `/api/config/:filename`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

const needsAdmin = (route: ApiRouteDefinition) => route.security?.some((scheme) => "adminSession" in scheme) ?? false;

/**
 * Puts the administrator guard in front of every operation whose definition asks for the session, before its
 * params and body are checked: the security the document states is the security the server enforces.
 */
export function guardAdminRoutes(app: ApiApp, admin: MiddlewareHandler): void {
  for (const route of Object.values(apiRoutes) as ApiRouteDefinition[]) {
    if (needsAdmin(route)) app.on(route.method.toUpperCase(), honoPath(route.path), admin);
  }
}
