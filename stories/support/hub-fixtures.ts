import {
  type ActivityPage,
  type Agent,
  apiUrl,
  type ClusterApp,
  type ConfigFileSummary,
  type Customer,
  type CustomerApp,
  clusterApps,
  type DashboardOverview,
  defaultStorageContainers,
  type Integration,
  listAiModels,
  type RecentAction,
  type StorageStatistics,
  type SystemMetric,
} from "@hub-of-minds/core";
import { type FakeRoutes, fake } from "./fake-api";

export const sampleAgents: Agent[] = [
  { id: "agent-zero", name: "Agent Zero", type: "zero", status: "online", currentTask: "Supervising all agents" },
  { id: "eve", name: "Eve", type: "eve", status: "online", currentTask: "Reflecting on today's conversations" },
  { id: "adam", name: "Adam", type: "adam", status: "processing", currentTask: "Organising the knowledge base" },
  { id: "archivist", name: "Archivist", type: "other", status: "offline", currentTask: null },
  { id: "sentinel", name: "Sentinel", type: "other", status: "error", currentTask: "Lost its oversight feed" },
];

export const sampleIntegrations: Integration[] = [
  { id: "google-calendar", name: "Google Calendar", type: "web", status: "connected" },
  { id: "ios-shortcuts", name: "iOS Shortcuts", type: "mobile", status: "connected" },
  { id: "obsidian", name: "Obsidian", type: "desktop", status: "disconnected" },
  { id: "home-assistant", name: "Home Assistant", type: "other", status: "error" },
];

export const sampleMetrics: SystemMetric[] = [
  { metricType: "cpu", value: "41.5" },
  { metricType: "memory", value: "63.2" },
  { metricType: "network", value: "1.8" },
];

export const sampleConfigs: ConfigFileSummary[] = [
  { filename: "agent_behaviors.yaml", isValid: true },
  { filename: "database_config.yaml", isValid: true },
  { filename: "integrations.yaml", isValid: false },
  { filename: "oversight_rules.yaml", isValid: true },
];

export const sampleConfigContent = [
  "# The agents of the hub",
  "agents:",
  "  - id: agent-zero",
  "    name: Agent Zero",
  "    type: zero",
  "    status: online",
  "    currentTask: Supervising all agents",
  "  - id: eve",
  "    name: Eve",
  "    type: eve",
  "    status: online",
  "",
].join("\n");

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const sampleActions: RecentAction[] = [
  {
    id: "5",
    description: "Eve comforted a user after a hard day",
    timestamp: minutesAgo(2),
    actionType: "emotional_support",
  },
  { id: "4", description: "Sentinel blocked an unsafe request", timestamp: minutesAgo(9), actionType: "safety_check" },
  { id: "3", description: "Saved agent_behaviors.yaml", timestamp: minutesAgo(30), actionType: "config_saved" },
  { id: "2", description: "Installed Smart Scheduler", timestamp: minutesAgo(80), actionType: "app_installed" },
  {
    id: "1",
    description: "Chat completed with Marcus Vale",
    timestamp: minutesAgo(2000),
    actionType: "chat_completed",
  },
];

export const sampleHubOverview: DashboardOverview = {
  agents: { active: 4 },
  breakthroughs: 212,
  knowledgeBase: { size: 38, categories: 9, relationships: 154 },
  integrations: { connected: 2, total: 4 },
  interactions: 1289,
  queueStats: { pending: 2, processing: 1, completed: 1240, failed: 46 },
  recentActions: sampleActions,
};

/** Many events, for paging through the activity history. */
export const manyActions: RecentAction[] = Array.from({ length: 23 }, (_, index) => ({
  id: String(index + 1),
  description: `${index % 4 === 0 ? "Safety review" : "Config saved"} #${index + 1}`,
  timestamp: minutesAgo(index * 7),
  actionType: index % 4 === 0 ? "safety_check" : "config_saved",
}));

/** The answer of GET /api/activity for one page of `actions`, as the server cuts it. */
export function activityPageOf(actions: readonly RecentAction[], page = 1, pageSize = 10): ActivityPage {
  const pageCount = Math.max(1, Math.ceil(actions.length / pageSize));
  return {
    items: actions.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pageCount,
    total: actions.length,
    types: [...new Set(actions.map((action) => action.actionType))].sort(),
  };
}

export const sampleCustomer: Customer = {
  id: 1,
  firstName: "Ada",
  lastName: "Lovelace",
  username: "ada",
  company: "Analytical Engines Ltd",
  plan: "pro",
  apiQuota: 10_000,
  apiUsed: 2_450,
  apiKey: "hom_wIWv",
  subscriptionStatus: "active",
  apiKeyDailyCap: null,
};

export const sampleAiModels = listAiModels();

export const sampleClusterApps: ClusterApp[] = [...clusterApps];

export const sampleCustomerApps: CustomerApp[] = [
  {
    id: "1",
    appId: "smart-scheduler",
    isActive: true,
    installedAt: "2026-11-20T09:00:00.000Z",
    lastUsedAt: "2026-11-21T16:30:00.000Z",
    app: { displayName: "Smart Scheduler", category: "productivity" },
  },
  {
    id: "2",
    appId: "data-pipeline",
    isActive: true,
    installedAt: "2026-11-21T10:00:00.000Z",
    lastUsedAt: null,
    app: { displayName: "Data Pipeline Connector", category: "automation" },
  },
];

export const sampleStorageStatistics: StorageStatistics = {
  containers: 8,
  documents: 78,
  memorySpaces: 7,
  memoryEntries: 1204,
};

export const sampleContainers = defaultStorageContainers.filter((container) => container.storageType === "shared");

/** Every read of the hub screens answered with the samples above. */
export const hubApi: FakeRoutes = {
  [apiUrl("getDashboardOverview")]: fake.ok(sampleHubOverview),
  [apiUrl("listAgents")]: fake.ok(sampleAgents),
  [apiUrl("listIntegrations")]: fake.ok(sampleIntegrations),
  [apiUrl("getSystemMetrics")]: fake.ok(sampleMetrics),
  [apiUrl("listConfigFiles")]: fake.ok(sampleConfigs),
  ...Object.fromEntries(
    sampleConfigs.map((file) => [
      apiUrl("getConfigFile", { params: { filename: file.filename } }),
      fake.ok({ content: sampleConfigContent, isValid: file.isValid }),
    ]),
  ),
  [`PUT ${apiUrl("getConfigFile", { params: { filename: "agent_behaviors.yaml" } })}`]: fake.ok({
    filename: "agent_behaviors.yaml",
    content: sampleConfigContent,
    isValid: true,
  }),
  [`POST ${apiUrl("reloadConfigFiles")}`]: fake.ok(sampleConfigs),
  [apiUrl("getCustomer", { params: { id: 1 } })]: fake.ok(sampleCustomer),
  [apiUrl("listAiModels")]: fake.ok(sampleAiModels),
  [apiUrl("listClusterApps")]: fake.ok(sampleClusterApps),
  [apiUrl("listCustomerApps")]: fake.ok(sampleCustomerApps),
  [apiUrl("getStorageStatistics")]: fake.ok(sampleStorageStatistics),
  [`${apiUrl("listStorageContainers")}?storageType=shared`]: fake.ok(sampleContainers),
  [`POST ${apiUrl("adminLogin")}`]: fake.ok({ active: true }),
};
