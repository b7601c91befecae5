import type {
  AdminStatusCard,
  AgentActionImpact,
  ConsciousnessHubDimension,
  CosmicIdeaStatus,
  InsightImpactLevel,
  LifePurposeStatus,
  MaintenanceCriticality,
  OperationStatus,
  SystemTaskPriority,
} from "@hub-of-minds/core";
import type { BadgeTone } from "./badge-tones";

// The badge tone of every status the showcase's live lists show, in one place so a test can read each one.

export const dimensionTone: Record<ConsciousnessHubDimension, BadgeTone> = {
  past: "neutral",
  present: "success",
  future: "accent",
  parallel: "warning",
  quantum: "danger",
};
export const purposeTone: Record<LifePurposeStatus, BadgeTone> = {
  pursuing: "accent",
  manifesting: "warning",
  discovering: "neutral",
  transcendent: "success",
};
export const adminStatusTone: Record<AdminStatusCard["status"], BadgeTone> = {
  excellent: "success",
  good: "accent",
  warning: "warning",
  other: "neutral",
};
export const insightImpactTone: Record<InsightImpactLevel, BadgeTone> = {
  local: "neutral",
  planetary: "success",
  galactic: "accent",
  universal: "warning",
  multiversal: "danger",
};
export const operationTone: Record<OperationStatus, BadgeTone> = {
  executing: "accent",
  optimizing: "warning",
  transcending: "success",
};
export const ideaStatusTone: Record<CosmicIdeaStatus, BadgeTone> = {
  rippling: "accent",
  expanding: "warning",
  transcendent: "success",
};
export const taskPriorityTone: Record<SystemTaskPriority, BadgeTone> = {
  critical: "danger",
  high: "warning",
  medium: "accent",
};
export const actionImpactTone: Record<AgentActionImpact, BadgeTone> = {
  system: "neutral",
  consciousness: "accent",
  cosmic: "warning",
  transcendent: "success",
};
export const criticalityTone: Record<MaintenanceCriticality, BadgeTone> = {
  essential: "danger",
  important: "warning",
  optimal: "success",
};

/** Every status list above by name, for checks that go through all of them. */
export const statusTones: Record<string, Record<string, BadgeTone>> = {
  dimension: dimensionTone,
  purpose: purposeTone,
  adminStatus: adminStatusTone,
  insightImpact: insightImpactTone,
  operation: operationTone,
  ideaStatus: ideaStatusTone,
  taskPriority: taskPriorityTone,
  actionImpact: actionImpactTone,
  criticality: criticalityTone,
};
