import type { ClusterApp } from "@hub-of-minds/core";
import { fromJsonSchema, type McpServer } from "@modelcontextprotocol/server";
import { type OfferedSkill, skillParametersOf, toolDescriptionOf, toolNameOf } from "../agents/skill-tools";
import type { ClusterService } from "../services/cluster.service";
import { toolResultOf } from "./tool-results";

/**
 * The agents' tool name (`<appId>__<skillName>`) kept to what MCP allows in a name ([A-Za-z0-9_.-], at most
 * 128): app ids and skill names are slugs today, the guard keeps a future one from breaking the whole list.
 */
export const mcpToolNameOf = (offered: OfferedSkill) =>
  toolNameOf(offered)
    .replace(/[^A-Za-z0-9_.-]/g, "_")
    .slice(0, 128);

/**
 * One tool per skill of every installed app. The input schema is the one the agents offer; a call runs through
 * the cluster service, so it is checked, recorded and counted as `POST /api/cluster/skills/execute` is.
 */
export function registerSkillTools(server: McpServer, installed: readonly ClusterApp[], cluster: ClusterService) {
  for (const app of installed) {
    for (const skill of app.skills) {
      const offered = { app, skill };
      server.registerTool(
        mcpToolNameOf(offered),
        {
          title: `${app.displayName}: ${skill.name}`,
          description: toolDescriptionOf(offered),
          inputSchema: fromJsonSchema<Record<string, unknown>>(skillParametersOf(skill)),
        },
        (input) =>
          toolResultOf(async () => (await cluster.execute({ appId: app.id, skillName: skill.name, input })).output),
      );
    }
  }
}
