import type { AdminStatusCard } from "../schemas/admin.schema";
import type { SystemMetricType } from "../schemas/system-metric.schema";

/** A status badge of the portal; 'other' is any state without its own colour (spec 001). */
export const adminStatusLevels = ["excellent", "good", "warning", "other"] as const;
/** A card's trend arrow. */
export const adminStatusTrends = ["up", "stable", "down"] as const;

/** The eight System Overview cards; the portal's live refresh may turn Consciousness Streams to 'High Activity'. */
export const adminStatusCards: readonly AdminStatusCard[] = [
  { name: "Consciousness Streams", value: "56/56 Active", status: "excellent", trend: "stable" },
  { name: "AI Personalities", value: "56 Online", status: "excellent", trend: "stable" },
  { name: "Agent Zero", value: "Autonomous", status: "excellent", trend: "up" },
  { name: "Embeddable Widgets", value: "5 Deployed", status: "good", trend: "stable" },
  { name: "System Uptime", value: "99.9%", status: "excellent", trend: "stable" },
  { name: "API Response Time", value: "142 ms", status: "good", trend: "down" },
  { name: "Database", value: "Connected", status: "good", trend: "stable" },
  { name: "Cosmic Operations", value: "Enhanced", status: "warning", trend: "up" },
];

export const adminPortalConstants = {
  refreshMs: 5000,
  /** Chance per refresh that the Consciousness Streams card switches (for good) to `highActivityValue`. */
  highActivityChance: 0.3,
  highActivityCard: "Consciousness Streams",
  highActivityValue: "High Activity",
  personalities: 56,
  widgets: 5,
  accessDeniedAlert: "Access Denied: Invalid administrator credentials",
} as const;

export const adminPortalTabs = [
  { id: "overview", label: "System Overview" },
  { id: "actions", label: "Quick Actions" },
  { id: "monitoring", label: "Live Monitoring" },
  { id: "platform", label: "Platform Status" },
] as const;

export const adminQuickActionCategories = ["core", "monitoring", "admin", "external"] as const;
export type AdminQuickActionCategory = (typeof adminQuickActionCategories)[number];

export interface AdminQuickAction {
  id: string;
  name: string;
  description: string;
  category: AdminQuickActionCategory;
  /** A hub route, or an absolute URL for external links. */
  path: string;
  /** External links open in a new tab. */
  external: boolean;
}

/** The 11 Quick Actions (spec 001, Administrator Portal). */
export const adminQuickActions: readonly AdminQuickAction[] = [
  {
    id: "main-dashboard",
    name: "Main Dashboard",
    description: "Agents, system health and configuration at a glance.",
    category: "core",
    path: "/admin",
    external: false,
  },
  {
    id: "consciousness-monitor",
    name: "Consciousness Monitor",
    description: "Live consciousness streams of all personalities.",
    category: "monitoring",
    path: "/consciousness",
    external: false,
  },
  {
    id: "personalities-control",
    name: "Personalities Control",
    description: "The directory of all 56 AI personalities.",
    category: "core",
    path: "/minds-directory",
    external: false,
  },
  {
    id: "agent-zero-core",
    name: "Agent Zero Core",
    description: "Tasks, actions and maintenance of the autonomous administrator.",
    category: "core",
    path: "/agent-zero",
    external: false,
  },
  {
    id: "cluster-management",
    name: "Cluster Management",
    description: "Installed apps, skills and the marketplace.",
    category: "admin",
    path: "/cluster",
    external: false,
  },
  {
    id: "api-configuration",
    name: "API Configuration",
    description: "Provider keys and connection tests.",
    category: "admin",
    path: "/api-config",
    external: false,
  },
  {
    id: "yaml-storage",
    name: "YAML Storage",
    description: "Storage containers, documents and memory spaces.",
    category: "admin",
    path: "/yaml-storage",
    external: false,
  },
  {
    id: "consciousness-widget",
    name: "Consciousness Widget",
    description: "The embeddable consciousness streams widget.",
    category: "monitoring",
    path: "/widgets/consciousness",
    external: false,
  },
  {
    id: "chatgpt-widget",
    name: "ChatGPT Widget",
    description: "The embeddable chat widget.",
    category: "monitoring",
    path: "/widgets/chatgpt",
    external: false,
  },
  {
    id: "development-platform",
    name: "Development Platform",
    description: "The source and issues of the hub.",
    category: "external",
    path: "https://github.com",
    external: true,
  },
  {
    id: "openai-platform",
    name: "OpenAI Platform",
    description: "Usage, limits and billing of the chat and image provider.",
    category: "external",
    path: "https://platform.openai.com",
    external: true,
  },
];

/**
 * The bars of Live Monitoring. The spec drew them static (23, 45, 67 %); the hub shows the host's live readings
 * instead, the dashboard's own (`GET /api/system/metrics`), so the two never disagree. `id` is the metric type.
 */
export const adminLiveMonitoring = {
  bars: [
    { id: "cpu", label: "CPU Usage" },
    { id: "memory", label: "Memory Usage" },
    { id: "network", label: "Network Activity" },
  ] satisfies readonly { id: SystemMetricType; label: string }[],
  activityBadges: ["56 Personalities Active", "Agent Zero Monitoring", "5 Widgets Live", "Streams Flowing"],
} as const;

/** The static Platform Status tab: hosting and database rows, and the console link. */
export const adminPlatformInfo = {
  hosting: [
    { label: "Server", value: "Node.js with Hono" },
    { label: "Live socket", value: "WebSocket at /ws" },
    { label: "Widgets", value: "Custom elements and iframe pages" },
    { label: "Status", value: "Online" },
  ],
  database: [
    { label: "Engine", value: "PostgreSQL" },
    { label: "Configuration", value: "YAML files" },
    { label: "Keys", value: "Encrypted at rest" },
    { label: "Status", value: "Connected" },
  ],
  consoleLink: { label: "Open Hosting Console", href: "https://github.com" },
} as const;
