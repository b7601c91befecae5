import type { MiddlewareHandler } from "hono";
import type { Accounts } from "../auth/accounts";
import type { ApiApp } from "../http/api-app";
import { mcpAuth } from "./mcp-auth";
import { mcpCallerOf } from "./mcp-caller";
import type { McpEndpointDeps } from "./mcp-endpoint";

export const mcpPath = "/mcp";

export interface MountMcpDeps extends McpEndpointDeps {
  accounts: Accounts;
  /** The gateway's customer-key check. */
  customerAuth: MiddlewareHandler;
}

/**
 * `/mcp`: the streamable HTTP endpoint of the hub's MCP server, outside the REST API and its OpenAPI document.
 * The credentials are checked first, before the body is read; the SDK's part (mcp-endpoint.ts) loads with the
 * first request that passes.
 */
export function mountMcp(app: ApiApp, deps: MountMcpDeps): void {
  let endpoint: Promise<ReturnType<typeof import("./mcp-endpoint").createMcpEndpoint>> | undefined;
  const load = () => {
    endpoint ??= import("./mcp-endpoint").then(({ createMcpEndpoint }) => createMcpEndpoint(mcpPath, deps));
    return endpoint;
  };
  app.use(mcpPath, mcpAuth(deps.customerAuth, deps.accounts));
  app.all(mcpPath, async (c) => (await load()).fetch(c.req.raw, { caller: mcpCallerOf(c) }));
}
