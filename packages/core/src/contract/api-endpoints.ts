import type { ApiRoutes } from "./api-routes";

/** The method and path template of every operation: all a zod-free client needs at run time. */
export type ApiEndpoints = {
  readonly [K in keyof ApiRoutes]: {
    readonly method: Uppercase<ApiRoutes[K]["method"]>;
    readonly path: ApiRoutes[K]["path"];
  };
};

/** The text of `api-endpoints.generated.ts`, rendered from the route definitions. */
export function renderApiEndpoints(routes: Record<string, { method: string; path: string }>): string {
  const rows = Object.entries(routes).map(
    ([id, route]) => `  ${id}: { method: "${route.method.toUpperCase()}", path: "${route.path}" },`,
  );
  return [
    "// Generated from the route definitions (api-routes.ts) by server/src/openapi/api-endpoints.generated.test.ts.",
    "// Run `UPDATE_API_ENDPOINTS=1 npx vitest run --project unit:server api-endpoints` after changing a route.",
    'import type { ApiEndpoints } from "./api-endpoints";',
    "",
    "export const apiEndpoints = {",
    ...rows,
    "} as const satisfies ApiEndpoints;",
    "",
  ].join("\n");
}
