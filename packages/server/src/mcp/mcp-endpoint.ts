import { createMcpHonoApp } from "@modelcontextprotocol/hono";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { maxBodyBytes } from "../app";
import { authInfoOf, callerOfAuthInfo, type McpCaller } from "./mcp-caller";
import { createHubMcpServer, type HubMcpDeps } from "./mcp-server";

declare module "hono" {
  interface ContextVariableMap {
    /** The JSON body of an `/mcp` request, parsed by the SDK's Hono app. */
    parsedBody: unknown;
  }
}

export interface McpEndpointDeps extends HubMcpDeps {
  /** PUBLIC_URL's origin when it is set. */
  publicOrigin: string | undefined;
  log?: (line: string) => void;
}

/** What the endpoint gets with each request: the caller the hub's own check found. */
export interface McpRequestEnv {
  caller: McpCaller;
}

/**
 * The MCP SDK's side of `/mcp` (loaded with the first request: the SDK is about 8 MB of heap that a hub
 * without MCP clients never needs). Its Hono app checks Host and Origin (PUBLIC_URL's host, else localhost:
 * an MCP client on this machine) and parses the JSON body; the handler serves the hub's MCP server.
 */
export function createMcpEndpoint(path: string, deps: McpEndpointDeps) {
  const handler = createMcpHandler((context) => createHubMcpServer(deps, callerOfAuthInfo(context.authInfo)), {
    maxRequestBodySize: maxBodyBytes,
    onerror: (error) => deps.log?.(`[mcp] ${error.message}`),
  });
  const publicHost = deps.publicOrigin ? new URL(deps.publicOrigin).hostname : undefined;
  const mcp = createMcpHonoApp({
    maxRequestBodySize: maxBodyBytes,
    ...(publicHost ? { allowedHosts: [publicHost], allowedOrigins: [publicHost] } : { host: "127.0.0.1" }),
  });
  // The SDK's app is an untyped Hono app: its env is what `mountMcp` passes to `fetch`.
  mcp.all(path, (c) =>
    handler.fetch(c.req.raw, {
      parsedBody: c.get("parsedBody"),
      authInfo: authInfoOf((c.env as McpRequestEnv).caller),
    }),
  );
  return mcp;
}
