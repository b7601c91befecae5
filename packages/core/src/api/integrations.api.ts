import { integrationListSchema } from "../schemas/integration.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

export function getIntegrations(options?: RequestOptions) {
  return requestJson(integrationListSchema, "GET", apiPaths.integrations, undefined, options);
}
