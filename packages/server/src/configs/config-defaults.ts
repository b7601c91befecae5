import {
  type AgentDefinitionInput,
  type ConfigFilename,
  type ConfigSettings,
  defaultAgents,
  defaultIntegrations,
} from "@hub-of-minds/core";
import { stringify } from "yaml";

/** What each shipped agent is for: its voice and the skills it may use. */
const agentRoles: Record<string, Pick<AgentDefinitionInput, "personality" | "skills">> = {
  "agent-zero": { personality: "nexus-prime", skills: ["insight-analytics/summarize-activity"] },
  eve: { personality: "eve", skills: ["persona-composer", "sentiment-radar"] },
  adam: { personality: "adam", skills: ["data-pipeline", "insight-analytics", "skill-exchange"] },
  muse: { personality: "sonnet", skills: ["persona-composer/rewrite-in-voice"] },
  sentinel: { personality: "cipher", skills: ["insight-analytics/summarize-activity", "sentiment-radar"] },
  archivist: { personality: "chronicle", skills: ["data-pipeline/sync-container"] },
};

/** The settings a fresh hub ships with; written to CONFIG_DIR on first start. */
export const defaultConfigSettings: ConfigSettings = {
  "agent_behaviors.yaml": {
    agents: defaultAgents.map((agent) => ({
      ...agent,
      ...agentRoles[agent.id],
      model: "gpt-4o",
      skills: agentRoles[agent.id]?.skills ?? [],
      concurrency: 1,
      dailyTokenBudget: 100_000,
      maxSteps: 8,
      taskTokenBudget: 20_000,
    })),
  },
  "database_config.yaml": {
    pool: { max: 10, idleTimeoutMs: 30_000 },
    retention: { activityLogDays: 90, aiJobsDays: 30, supportTicketsDays: 365 },
  },
  "integrations.yaml": { integrations: defaultIntegrations.map((integration) => ({ ...integration })) },
  "oversight_rules.yaml": {
    // Assistant replies are judged too: 2048 tokens are about 8,000 characters.
    maxMessageLength: 12000,
    maxRequestCharacters: 48000,
    allowClientSystem: false,
    maxTokensPerRequest: 2048,
    allowedModels: ["gpt-4o-mini"],
    rateLimits: { perKeyPerMinute: 60, perIpPerMinute: 120, invalidKeysPerMinute: 20 },
    budgets: {
      anonymous: { tokensPerDay: 200000, imagesPerDay: 20 },
      perAddress: { tokensPerDay: 20000, imagesPerDay: 5 },
    },
    widgetKeys: { requestsPerMinute: 30, tokensPerDay: 50000, visitorRequestsPerMinute: 10 },
    rules: [
      {
        id: "no-credentials",
        description: "Refuse messages that contain what looks like a password or secret key.",
        pattern: "(password|secret|api[_-]?key)\\s*[:=]\\s*\\S+",
        action: "block",
        enabled: true,
      },
      {
        id: "self-harm",
        description: "Flag messages about self-harm for a human to review.",
        pattern: "\\b(hurt myself|self[- ]harm)\\b",
        action: "flag",
        enabled: true,
      },
    ],
  },
};

const headers: Record<ConfigFilename, string> = {
  "agent_behaviors.yaml":
    "# The agents of the hub: id, name, type (eve, adam, zero, other), resting status, the personality whose voice\n" +
    "# it speaks in, model, skills (an app id, or app-id/skill-name), concurrency, optional schedule\n" +
    "# ({cron, instruction}, UTC), dailyTokenBudget, maxSteps and taskTokenBudget per task.",
  "database_config.yaml": "# Connection pool and how long the activity log and AI requests are kept.",
  "integrations.yaml": "# App integrations: id, name, type (desktop, mobile, web, other), status.",
  "oversight_rules.yaml": "# Limits and rules the chat gateway enforces; action is block, flag or log.",
};

/** The text of a shipped default file (2-space indent, as the editor's local check expects). */
export function defaultConfigContent(filename: ConfigFilename): string {
  return `${headers[filename]}\n${stringify(defaultConfigSettings[filename], { indent: 2, indentSeq: true })}`;
}
