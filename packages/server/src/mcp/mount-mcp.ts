import { createMcpHonoApp } from "@modelcontextprotocol/hono";
import { createMcpHandler } from "@modelcontextprotocol/server";
import type { MiddlewareHandler } from "hono";
import { maxBodyBytes } from "../app";
import type { Accounts } from "../auth/accounts";
import type { ApiApp } from "../http/api-app";
import { mcpAuth } from "./mcp-auth";
import { authInfoOf, callerOfAuthInfo, mcpCallerOf } from "./mcp-caller";
import { createHubMcpServer, type HubMcpDeps } from "./mcp-server";

declare module "hono" {
  interface ContextVariableMap {
    /** The JSON body of an `/mcp` request, parsed by the SDK's Hono app. */
    parsedBody: unknown;
  }
}

export const mcpPath = "/mcp";

export interface MountMcpDeps extends HubMcpDeps {
  accounts: Accounts;
  /** The gateway's customer-key check. */
  customerAuth: MiddlewareHandler;
  /** PUBLIC_URL's origin when it is set. */
  publicOrigin: string | undefined;
  log?: (line: string) => void;
}

/**
 * `/mcp`: the streamable HTTP endpoint of the hub's MCP server, outside the REST API and its OpenAPI document.
 * The credentials are checked first, before the body is read; then the SDK's Hono app checks Host and Origin
 * (PUBLIC_URL's host, else localhost: an MCP client on this machine) and parses the JSON body.
 */
export function mountMcp(app: ApiApp, deps: MountMcpDeps): void {
  const handler = createMcpHandler((context) => createHubMcpServer(deps, callerOfAuthInfo(context.authInfo)), {
    maxRequestBodySize: maxBodyBytes,
    onerror: (error) => deps.log?.(`[mcp] ${error.message}`),
  });
  const publicHost = deps.publicOrigin ? new URL(deps.publicOrigin).hostname : undefined;
  const mcp = createMcpHonoApp({
    maxRequestBodySize: maxBodyBytes,
    ...(publicHost ? { allowedHosts: [publicHost], allowedOrigins: [publicHost] } : { host: "127.0.0.1" }),
  });
  mcp.all("/", (c) =>
    handler.fetch(c.req.raw, { parsedBody: c.get("parsedBody"), authInfo: authInfoOf(mcpCallerOf(c)) }),
  );
  app.use(mcpPath, mcpAuth(deps.customerAuth, deps.accounts));
  app.route(mcpPath, mcp);
}
