import type { Agent } from "../schemas/agent.schema";

/** The agents a fresh hub starts with; the server seeds agent_behaviors.yaml and its database from them. */
export const defaultAgents: readonly Agent[] = [
  { id: "agent-zero", name: "Agent Zero", type: "zero", status: "online", currentTask: "Supervising all agents" },
  { id: "eve", name: "Eve", type: "eve", status: "online", currentTask: "Reflecting on today's conversations" },
  { id: "adam", name: "Adam", type: "adam", status: "online", currentTask: "Organising the knowledge base" },
  { id: "muse", name: "Muse", type: "other", status: "processing", currentTask: "Drafting creative insights" },
  { id: "sentinel", name: "Sentinel", type: "other", status: "online", currentTask: "Checking oversight rules" },
  { id: "archivist", name: "Archivist", type: "other", status: "offline", currentTask: null },
];
