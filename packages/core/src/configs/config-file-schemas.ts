import { z } from "zod";
import { agentDefinitionSchema } from "../schemas/agent-definition.schema";
import type { ConfigFilename } from "../schemas/config-file.schema";
import { integrationSchema } from "../schemas/integration.schema";
import { oversightPatternProblem } from "./oversight-pattern";

const uniqueIds = <T extends { id: string }>(items: T[], ctx: z.RefinementCtx, key: string) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({ code: "custom", message: `duplicate id "${item.id}"`, path: [key, index, "id"] });
    }
    seen.add(item.id);
  });
};

/** agent_behaviors.yaml: the agents of the hub and what each may do (see agentDefinitionSchema). */
export const agentBehaviorsFileSchema = z
  .object({ agents: z.array(agentDefinitionSchema) })
  .strict()
  .superRefine((file, ctx) => uniqueIds(file.agents, ctx, "agents"));

/** Where an app's skill may post (Team Relay's post-update); private addresses are refused unless allowed. */
export const integrationWebhookSchema = z
  .object({
    url: z.url({ protocol: /^https?$/ }),
    /** The apps whose skills post here, e.g. [team-relay]. */
    apps: z.array(z.string().min(1)).default([]),
    allowPrivateAddresses: z.boolean().default(false),
    timeoutMs: z.number().int().min(100).max(60_000).default(10_000),
  })
  .strict();

/** integrations.yaml: the app integrations, their connection status and optional webhooks. */
export const integrationsFileSchema = z
  .object({ integrations: z.array(integrationSchema.extend({ webhook: integrationWebhookSchema.optional() })) })
  .strict()
  .superRefine((file, ctx) => uniqueIds(file.integrations, ctx, "integrations"));

export const oversightActions = ["block", "flag", "log"] as const;

/** One rule the AI gateway enforces on chat messages: a case-insensitive pattern and what to do on a match. */
export const oversightRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug"),
    description: z.string().trim().min(1).max(300),
    pattern: z.string().min(1).max(500),
    action: z.enum(oversightActions),
    enabled: z.boolean().default(true),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const problem = oversightPatternProblem(rule.pattern);
    if (problem) ctx.addIssue({ code: "custom", message: `of rule "${rule.id}" ${problem}`, path: ["pattern"] });
  });
export type OversightRule = z.infer<typeof oversightRuleSchema>;

/** One daily budget; 0 turns that kind of call off. */
const dailyAllowanceSchema = z
  .object({
    tokensPerDay: z.number().int().min(0).max(1_000_000_000),
    imagesPerDay: z.number().int().min(0).max(1_000_000),
  })
  .strict();

/** oversight_rules.yaml: limits and rules of the chat gateway. */
export const oversightRulesFileSchema = z
  .object({
    maxMessageLength: z.number().int().min(1).max(100_000),
    /** All messages of one request together. Added later: older files keep validating. */
    maxRequestCharacters: z.number().int().min(1).max(1_000_000).default(48_000),
    /** Whether clients may send `system` messages (personality prompts are the hub's own). */
    allowClientSystem: z.boolean().default(false),
    maxTokensPerRequest: z.number().int().min(1).max(128_000),
    /** OpenAI models the gateway accepts beyond gpt-4o and gpt-3.5-turbo (gpt-4 costs ~15x more: list it here). */
    allowedModels: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    /** Public API limits, per customer key and per client address. */
    rateLimits: z
      .object({
        perKeyPerMinute: z.number().int().min(1).max(100_000),
        perIpPerMinute: z.number().int().min(1).max(100_000),
        /**
         * Wrong API keys one client address may send per minute before it is refused: a client with a real key
         * rarely gets it wrong twenty times a minute, a scanner does at once. Added later: older files keep validating.
         */
        invalidKeysPerMinute: z.number().int().min(1).max(100_000).default(20),
      })
      .strict()
      .default({ perKeyPerMinute: 60, perIpPerMinute: 120, invalidKeysPerMinute: 20 }),
    /** What calls without an API key (the hub's own pages, anonymous callers) may spend per UTC day. */
    budgets: z
      .object({ anonymous: dailyAllowanceSchema, perAddress: dailyAllowanceSchema })
      .strict()
      .default({
        anonymous: { tokensPerDay: 200_000, imagesPerDay: 20 },
        perAddress: { tokensPerDay: 20_000, imagesPerDay: 5 },
      }),
    /**
     * Each widget (publishable) key's own limits: a script that forges Origin can spend a key, so no key may
     * spend more than this. Added later: older files keep validating.
     */
    widgetKeys: z
      .object({
        requestsPerMinute: z.number().int().min(1).max(100_000),
        tokensPerDay: z.number().int().min(0).max(1_000_000_000),
        /** Each visitor's calls through the key (their visitor token), per minute. */
        visitorRequestsPerMinute: z.number().int().min(1).max(100_000).default(10),
      })
      .strict()
      .default({ requestsPerMinute: 30, tokensPerDay: 50_000, visitorRequestsPerMinute: 10 }),
    rules: z.array(oversightRuleSchema),
  })
  .strict()
  .superRefine((file, ctx) => uniqueIds(file.rules, ctx, "rules"));
export type OversightRules = z.infer<typeof oversightRulesFileSchema>;

/** database_config.yaml: connection pool and how long logs are kept. */
export const databaseConfigFileSchema = z
  .object({
    pool: z.object({ max: z.number().int().min(1).max(100), idleTimeoutMs: z.number().int().min(0) }).strict(),
    retention: z
      .object({
        activityLogDays: z.number().int().min(1).max(3650),
        aiJobsDays: z.number().int().min(1).max(3650),
        // Added later: files written before it keep validating.
        supportTicketsDays: z.number().int().min(1).max(3650).default(365),
      })
      .strict(),
  })
  .strict();
export type DatabaseConfig = z.infer<typeof databaseConfigFileSchema>;

export const configFileSchemas = {
  "agent_behaviors.yaml": agentBehaviorsFileSchema,
  "database_config.yaml": databaseConfigFileSchema,
  "integrations.yaml": integrationsFileSchema,
  "oversight_rules.yaml": oversightRulesFileSchema,
} as const satisfies Record<ConfigFilename, z.ZodType>;

/** The parsed settings of every file, as the running server uses them. */
export type ConfigSettings = { [F in ConfigFilename]: z.infer<(typeof configFileSchemas)[F]> };
