import { apiUrl } from "./api-client";

/**
 * Query keys of the polled lists. The default loader GETs the parts joined with '/', so a key is its path;
 * `apiQueryKeys.configFile(name)` loads `/api/config/<name>`.
 */
export const apiQueryKeys = {
  metrics: [apiUrl("getSystemMetrics")],
  integrations: [apiUrl("listIntegrations")],
  overview: [apiUrl("getDashboardOverview")],
  activity: [apiUrl("getActivityPage")],
  agents: [apiUrl("listAgents")],
  configs: [apiUrl("listConfigFiles")],
  configFile: (filename: string) => [apiUrl("listConfigFiles"), filename] as const,
  customerApps: [apiUrl("listCustomerApps")],
} as const;
