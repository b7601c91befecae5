import { OpenAPIHono } from "@hono/zod-openapi";
import { type ApiRouteDefinition, apiRoutes, issueDetails } from "@hub-of-minds/core";
import type { MiddlewareHandler } from "hono";
import type { SessionRule } from "./admin-guard";
import { ApiError } from "./api-error";
import { checkSyncFirst } from "./sync-first-validation";

const invalidText = {
  json: "Invalid request body",
  query: "Invalid query parameters",
  param: "Invalid path parameters",
} as Record<string, string>;

/**
 * The app every route is defined on: a failed check of params, query or body answers the one error shape,
 * and each route's request schemas parse synchronously first (sync-first-validation.ts).
 */
export function createApiApp() {
  const app = new OpenAPIHono({
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
  const register = app.openapi;
  app.openapi = ((route, handler, hook) => {
    checkSyncFirst(route);
    return register(route, handler, hook);
  }) as typeof app.openapi;
  return app;
}
export type ApiApp = ReturnType<typeof createApiApp>;

/** Hono's form of an OpenAPI path template: `/api/config/{filename}` -> `/api/config/:filename`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** The roles an operation's `session` security admits; none when it needs no session. */
export function sessionRuleOf(route: ApiRouteDefinition): SessionRule | undefined {
  const alternatives = route.security ?? [];
  // An alternative without a session (none at all, or a key or token): the route tells callers apart itself.
  if (alternatives.some((scheme) => !("session" in scheme))) return undefined;
  const roles = alternatives.flatMap((scheme) => scheme.session ?? []);
  if (!alternatives.some((scheme) => "session" in scheme)) return undefined;
  return { roles: (roles.length ? roles : ["admin", "customer"]) as SessionRule["roles"] };
}

/**
 * Puts the session guard in front of every operation whose definition asks for a session, before its params
 * and body are checked: the security (and the roles) the document states is what the server enforces.
 */
export function guardSessionRoutes(app: ApiApp, guard: (rule: SessionRule) => MiddlewareHandler): void {
  for (const route of Object.values(apiRoutes) as ApiRouteDefinition[]) {
    const rule = sessionRuleOf(route);
    if (rule) app.on(route.method.toUpperCase(), honoPath(route.path), guard(rule));
  }
}
