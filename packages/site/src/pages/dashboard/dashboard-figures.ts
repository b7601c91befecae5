/** Spec 000, System Health: Quantum Processing Load has no data source, a random 60-89 %. */
export function quantumProcessingLoad(random: () => number = Math.random): number {
  return 60 + Math.floor(random() * 30);
}

/** Neural Network Efficiency: likewise random, 85-99 %. */
export function neuralNetworkEfficiency(random: () => number = Math.random): number {
  return 85 + Math.floor(random() * 15);
}

/** Spec 000, Knowledge Base Insights: fixed texts. */
export const knowledgeInsights = {
  generalKnowledgeCoverage: "97.3%",
  latestBreakthrough:
    "Agent Zero linked the creative and analytical minds' memories, so ideas now carry their evidence with them.",
} as const;

/** Spec 000, System Health: the fixed status rows. */
export const fixedHealthRows = [
  { label: "Primary Database", value: "99.9%" },
  { label: "Document Database", value: "98.7%" },
  { label: "WebSocket Connections", value: "Active" },
] as const;

export type ActionTone = "emotional" | "safety" | "default";

/** Action types containing 'emotional' or 'safety' get their own badge colour. */
export function actionTone(actionType: string): ActionTone {
  const type = actionType.toLowerCase();
  if (type.includes("emotional")) return "emotional";
  if (type.includes("safety")) return "safety";
  return "default";
}

/** '14:05' style for today's events, a short date before that; an unreadable stamp is shown as is. */
export function formatActionTime(timestamp: string, now: Date = new Date()): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleString("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
}
