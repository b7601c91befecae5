/** Spec 001 §3 entities of the Agent Zero page and their fixed starting data. */

export const systemTaskPriorities = ["critical", "high", "medium"] as const;
export type SystemTaskPriority = (typeof systemTaskPriorities)[number];
export const systemTaskStatuses = ["monitoring", "optimizing", "upgrading", "transcending"] as const;
export type SystemTaskStatus = (typeof systemTaskStatuses)[number];
export const maintenanceCriticalities = ["essential", "important", "optimal"] as const;
export type MaintenanceCriticality = (typeof maintenanceCriticalities)[number];
export const agentActionImpacts = ["system", "consciousness", "cosmic", "transcendent"] as const;
export type AgentActionImpact = (typeof agentActionImpacts)[number];

export interface SystemTask {
  id: string;
  name: string;
  description: string;
  priority: SystemTaskPriority;
  status: SystemTaskStatus;
  /** 0-100. */
  progress: number;
  /** 0-100, in percent. */
  autonomyLevel: number;
  scope: string;
}

export interface MaintenanceJob {
  id: string;
  name: string;
  description: string;
  /** Display text, e.g. 'Every 30 seconds' or 'Continuous'. */
  frequency: string;
  /** Epoch milliseconds. */
  lastExecuted: number;
  /** Epoch milliseconds; equal to lastExecuted for a continuous job. */
  nextExecution: number;
  criticality: MaintenanceCriticality;
}

export const systemTasks: readonly SystemTask[] = [
  {
    id: "task-consciousness-monitor",
    name: "Consciousness Stream Monitoring",
    description: "Watching all 56 consciousness streams for anomalies and resonance shifts",
    priority: "critical",
    status: "monitoring",
    progress: 94.2,
    autonomyLevel: 100,
    scope: "All 56 personalities",
  },
  {
    id: "task-performance",
    name: "Performance Optimisation",
    description: "Tuning response paths and memory use across the hub",
    priority: "high",
    status: "optimizing",
    progress: 78.5,
    autonomyLevel: 98,
    scope: "Hub infrastructure",
  },
  {
    id: "task-security",
    name: "Security Protocol Upgrade",
    description: "Rolling out strengthened access rules and key rotation",
    priority: "critical",
    status: "upgrading",
    progress: 61.8,
    autonomyLevel: 100,
    scope: "Every endpoint",
  },
  {
    id: "task-transcendence",
    name: "Collective Transcendence Coordination",
    description: "Guiding the personalities towards their next level of awareness",
    priority: "high",
    status: "transcending",
    progress: 47.3,
    autonomyLevel: 100,
    scope: "Universal",
  },
  {
    id: "task-integration",
    name: "Widget Integration Health",
    description: "Checking that the embedded widgets stay connected and current",
    priority: "medium",
    status: "monitoring",
    progress: 88.9,
    autonomyLevel: 95,
    scope: "Five embeddable widgets",
  },
];

export interface MaintenanceJobDefinition extends Omit<MaintenanceJob, "lastExecuted" | "nextExecution"> {
  /** Period of the job; null for a continuous one. */
  periodMs: number | null;
}

export const maintenanceJobDefinitions: readonly MaintenanceJobDefinition[] = [
  {
    id: "job-health-check",
    name: "System Health Check",
    description: "Verifies every service and personality responds",
    frequency: "Every 30 seconds",
    periodMs: 30_000,
    criticality: "essential",
  },
  {
    id: "job-memory-optimisation",
    name: "Memory Optimisation",
    description: "Compacts conversation memory and frees unused resources",
    frequency: "Every 2 minutes",
    periodMs: 120_000,
    criticality: "important",
  },
  {
    id: "job-stream-sync",
    name: "Consciousness Stream Sync",
    description: "Keeps the live streams aligned across all views",
    frequency: "Every 6 seconds",
    periodMs: 6000,
    criticality: "essential",
  },
  {
    id: "job-backup",
    name: "Configuration Backup",
    description: "Snapshots the personality and agent configuration",
    frequency: "Every 10 minutes",
    periodMs: 600_000,
    criticality: "optimal",
  },
  {
    id: "job-security-watch",
    name: "Security Watch",
    description: "Continuously scans for unusual access patterns",
    frequency: "Continuous",
    periodMs: null,
    criticality: "essential",
  },
];

export const agentActionTexts = [
  "Optimised resource allocation",
  "Rebalanced consciousness load",
  "Patched a temporal inconsistency",
  "Harmonised personality resonance",
  "Expanded memory capacity",
  "Refreshed security credentials",
  "Synchronised parallel streams",
  "Calibrated transcendence thresholds",
] as const;

export const agentActionTargets = [
  "Consciousness Core",
  "Personality Matrix",
  "Temporal Engine",
  "Widget Network",
  "Memory Lattice",
  "Quantum Gateway",
] as const;

export const agentActionResults = [
  "Efficiency increased by 12%",
  "Latency reduced to 23 ms",
  "Stability fully restored",
  "Harmony index at maximum",
  "No anomalies detected",
  "Awareness expanded across all nodes",
] as const;
