import { z } from "zod";

/** The type sets the avatar colour; an agent of type zero is labelled 'Supervising' (spec 000). */
export const agentTypes = ["eve", "adam", "zero", "other"] as const;
export const agentTypeSchema = z.enum(agentTypes);
export type AgentType = z.infer<typeof agentTypeSchema>;

/** Only online agents are listed on the dashboard (spec 000, section 4). */
export const agentStatuses = ["online", "processing", "offline", "error"] as const;
export const agentStatusSchema = z.enum(agentStatuses);
export type AgentStatus = z.infer<typeof agentStatusSchema>;

/** A live agent of `GET /api/agents` (spec 000, section 3). */
export const agentSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(100),
  type: agentTypeSchema,
  status: agentStatusSchema,
  /** What it is doing now; null when idle or offline. */
  currentTask: z.string().max(500).nullable(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentListSchema = z.array(agentSchema);
