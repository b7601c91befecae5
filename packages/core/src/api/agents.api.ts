import { agentListSchema } from "../schemas/agent.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

export function getAgents(options?: RequestOptions) {
  return requestJson(agentListSchema, "GET", apiPaths.agents, undefined, options);
}
