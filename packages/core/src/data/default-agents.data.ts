import type { Agent } from "../schemas/agent.schema";

/** The agents a fresh hub starts with; the server seeds agent_behaviors.yaml and its database from them. */
export const defaultAgents: readonly Agent[] = [
  { id: "agent-zero", name: "Agent Zero", type: "zero", status: "online", currentTask: null },
  { id: "eve", name: "Eve", type: "eve", status: "online", currentTask: null },
  { id: "adam", name: "Adam", type: "adam", status: "online", currentTask: null },
  { id: "muse", name: "Muse", type: "other", status: "online", currentTask: null },
  { id: "sentinel", name: "Sentinel", type: "other", status: "online", currentTask: null },
  { id: "archivist", name: "Archivist", type: "other", status: "offline", currentTask: null },
];
