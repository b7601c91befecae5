import { z } from "zod";

/** `POST /api/cluster/skills/execute` body (spec 000, section 3). */
export const skillExecutionSchema = z.object({
  appId: z.string().min(1),
  skillName: z.string().min(1),
  input: z.record(z.string(), z.unknown()),
});
export type SkillExecution = z.infer<typeof skillExecutionSchema>;

/** What a skill gave back. */
export const skillExecutionResultSchema = z.object({
  appId: z.string().min(1),
  skillName: z.string().min(1),
  output: z.unknown(),
  /** ISO time. */
  executedAt: z.string(),
});
export type SkillExecutionResult = z.infer<typeof skillExecutionResultSchema>;
