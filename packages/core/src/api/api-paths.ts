import type { ProviderId } from "../schemas/provider.schema";

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Every REST path of the hub (spec 000 and 001, section 7, plus our own admin, provider-status and support calls). */
export const apiPaths = {
  systemMetrics: "/api/system/metrics",
  integrations: "/api/integrations",
  overview: "/api/dashboard/overview",
  /** The whole activity history, paged (ours; the overview carries only the newest ten). */
  activity: "/api/activity",
  agents: "/api/agents",
  configs: "/api/config",
  config: (filename: string) => `/api/config/${segment(filename)}`,
  configReload: "/api/config/reload",
  customer: (id: string | number) => `/api/customers/${segment(id)}`,
  customerApiKey: (id: string | number) => `/api/customers/${segment(id)}/api-key`,
  customerPublishableKeys: (id: string | number) => `/api/customers/${segment(id)}/publishable-keys`,
  customerPublishableKey: (id: string | number, key: string) =>
    `/api/customers/${segment(id)}/publishable-keys/${segment(key)}`,
  aiModels: "/api/ai-models",
  chatCompletions: "/api/openai/chat/completions",
  /** Spec 000's image path. */
  imageGenerations: "/api/openai/images/generations",
  /** Spec 001's image path; same handler. */
  imageGenerate: "/api/openai/images/generate",
  providerTest: (provider: ProviderId) => `/api/test-api/${segment(provider)}`,
  providerConfigure: (provider: ProviderId) => `/api/configure-api/${segment(provider)}`,
  providersStatus: "/api/providers/status",
  clusterApps: "/api/cluster/apps",
  customerApps: "/api/cluster/customer-apps",
  clusterInstall: (appId: string | number) => `/api/cluster/install/${segment(appId)}`,
  clusterUninstall: (appId: string | number) => `/api/cluster/uninstall/${segment(appId)}`,
  skillExecute: "/api/cluster/skills/execute",
  storageStatistics: "/api/yaml-storage/statistics",
  storageContainers: "/api/yaml-storage/containers",
  adminLogin: "/api/admin/login",
  adminLogout: "/api/admin/logout",
  adminSession: "/api/admin/session",
  supportTickets: "/api/support/tickets",
  /** Administrator portal: live status cards (admin session only). */
  adminStatus: "/api/admin/status",
  publicChat: "/api/v1/chat",
  socket: "/ws",
} as const;

/**
 * Query keys of the polled lists. The default loader GETs the parts joined with '/', so a key is its path;
 * `apiQueryKeys.configFile(name)` loads `/api/config/<name>`.
 */
export const apiQueryKeys = {
  metrics: [apiPaths.systemMetrics],
  integrations: [apiPaths.integrations],
  overview: [apiPaths.overview],
  activity: [apiPaths.activity],
  agents: [apiPaths.agents],
  configs: [apiPaths.configs],
  configFile: (filename: string) => [apiPaths.configs, filename] as const,
  customerApps: [apiPaths.customerApps],
} as const;
