import { z } from "zod";
import { personalityCatalogue } from "../catalogue/personalities.data";
import { clusterApps } from "../data/cluster-apps.data";
import { agentSchema } from "./agent.schema";

const personalityIds = new Set(personalityCatalogue.map((personality) => personality.id));
const skillRefs = new Set(clusterApps.flatMap((app) => [app.id, ...app.skills.map((s) => `${app.id}/${s.name}`)]));

/** Five cron fields (minute hour day month weekday) of digits, `*`, `/`, `,` and `-`. */
const cronPattern = /^\s*([0-9*/,-]+\s+){4}[0-9*/,-]+\s*$/;

/** A run an agent starts by itself on a cron schedule (UTC), once across every instance. */
export const agentScheduleSchema = z
  .object({
    cron: z.string().regex(cronPattern, "must be five cron fields, e.g. '0 9 * * 1-5'"),
    instruction: z.string().trim().min(1).max(2000),
  })
  .strict();

/**
 * One agent of agent_behaviors.yaml: who it is on the dashboard (name, type, resting status), whose voice it
 * speaks in (a personality of the catalogue), the model it thinks with, the skills it may use (an app id for
 * all of that app's skills, or `app-id/skill-name`), how many tasks it runs at once, an optional schedule and
 * its limits.
 */
export const agentDefinitionSchema = agentSchema
  .extend({
    currentTask: agentSchema.shape.currentTask.default(null),
    personality: z
      .string()
      .refine((id) => personalityIds.has(id), "must be a personality id of the catalogue")
      .optional(),
    model: z.string().trim().min(1).max(100).default("gpt-4o"),
    skills: z
      .array(z.string().refine((ref) => skillRefs.has(ref), "must be an app id or app-id/skill-name of the cluster"))
      .max(50)
      .default([]),
    concurrency: z.number().int().min(1).max(10).default(1),
    schedule: agentScheduleSchema.optional(),
    /** Tokens the agent may spend per UTC day over all its tasks; 0 stops it. */
    dailyTokenBudget: z.number().int().min(0).max(100_000_000).default(100_000),
    /** Model calls one task may make before it fails. */
    maxSteps: z.number().int().min(1).max(50).default(8),
    /** Tokens one task may spend before it fails. */
    taskTokenBudget: z.number().int().min(100).max(10_000_000).default(20_000),
    /**
     * The customer this agent works for: their secret key may give it tasks, which spend their quota and use
     * the apps they installed. Without one, only the administrator gives it tasks (on the hub's budget).
     */
    customerId: z.number().int().positive().optional(),
  })
  .strict();
export type AgentDefinition = z.infer<typeof agentDefinitionSchema>;
export type AgentDefinitionInput = z.input<typeof agentDefinitionSchema>;
