import { z } from "zod";

export const taskStatuses = ["queued", "running", "waiting_approval", "completed", "failed", "cancelled"] as const;
export const taskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatusSchema>;
/** A task in one of these is over: it never changes again. */
export const finishedTaskStatuses: readonly TaskStatus[] = ["completed", "failed", "cancelled"];

/** What one step of a run was: a model call, a skill call, a wait for approval, or a note (retry, refusal). */
export const taskStepKinds = ["model", "tool", "approval", "note"] as const;

/** One recorded step of a task's run. */
export const taskStepSchema = z.object({
  seq: z.number().int().nonnegative(),
  /** The try of the task it belongs to (a task is tried again after a crash or a failed upstream). */
  attempt: z.number().int().positive(),
  kind: z.enum(taskStepKinds),
  /** The model of a model step, `app-id/skill-name` of a tool step. */
  name: z.string(),
  status: z.enum(["ok", "error", "waiting", "approved", "denied"]),
  input: z.unknown(),
  output: z.unknown(),
  tokens: z.number().int().nonnegative(),
  durationMs: z.number().int().nonnegative(),
  /** ISO time. */
  at: z.string(),
});
export type TaskStep = z.infer<typeof taskStepSchema>;

export const taskErrorSchema = z.object({ code: z.string(), message: z.string() });

/** A task given to an agent, with its run. */
export const taskSchema = z.object({
  id: z.string().uuid(),
  agentId: z.string(),
  instruction: z.string(),
  status: taskStatusSchema,
  /** The agent's final answer once completed. */
  result: z.string().nullable(),
  error: taskErrorSchema.nullable(),
  /** Present when the task runs a saved workflow. */
  workflowId: z.number().int().positive().nullable(),
  tokens: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  steps: z.array(taskStepSchema),
});
export type Task = z.infer<typeof taskSchema>;
/** A task in a list: its steps are left out. */
export const taskSummarySchema = taskSchema.omit({ steps: true });
export type TaskSummary = z.infer<typeof taskSummarySchema>;
export const taskSummaryListSchema = z.array(taskSummarySchema);

export const taskCreateSchema = z.object({ instruction: z.string().trim().min(1).max(4000) });
export type TaskCreate = z.infer<typeof taskCreateSchema>;

export const taskParams = z.object({
  id: z.string().uuid().meta({ description: "A task id." }),
});
export const agentIdParams = z.object({
  id: z.string().min(1).max(100).meta({ description: "An agent id of agent_behaviors.yaml." }),
});

/** A skill call waiting for an administrator, because its app asks for a sensitive permission. */
export const approvalSchema = z.object({
  id: z.number().int().positive(),
  taskId: z.string(),
  agentId: z.string(),
  appId: z.string(),
  skillName: z.string(),
  input: z.unknown(),
  /** The sensitive permissions of the app that made the call wait. */
  permissions: z.array(z.string()),
  status: z.enum(["pending", "approved", "denied", "expired"]),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListSchema = z.array(approvalSchema);
export const approvalDecisionSchema = z.object({ decision: z.enum(["approve", "deny"]) });
export const approvalParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
    .meta({ description: "An approval id." }),
});

/** One step of a workflow: a skill and its input; a string value `{{steps.N.output}}` is step N's output. */
export const workflowStepSchema = z.object({
  appId: z.string().min(1).max(100),
  skillName: z.string().min(1).max(100),
  input: z.record(z.string(), z.unknown()).default({}),
});
export const workflowCreateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(""),
  /** The agent whose task runs it (default Agent Zero). */
  agentId: z.string().min(1).max(100).default("agent-zero"),
  steps: z.array(workflowStepSchema).min(1).max(20),
});
export type WorkflowCreate = z.input<typeof workflowCreateSchema>;
export const workflowSchema = workflowCreateSchema.extend({
  id: z.number().int().positive(),
  createdAt: z.string(),
  runs: z.number().int().nonnegative(),
});
export type Workflow = z.infer<typeof workflowSchema>;
export const workflowListSchema = z.array(workflowSchema);
export const workflowParams = approvalParams;

/** `GET /api/cluster/analytics?appId=...`: the counts of one app only. */
export const clusterAnalyticsQuerySchema = z.object({
  appId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a cluster app id (a lowercase slug)")
    .max(100)
    .optional()
    .meta({ description: "Only this app: its installation, its skills, the workflows using them, its executions." }),
});

/** One skill's executions (direct runs and agents' calls); `lastExecutedAt` is an ISO time or null. */
export const clusterSkillAnalyticsSchema = z.object({
  name: z.string(),
  executions: z.number().int().nonnegative(),
  lastExecutedAt: z.string().nullable(),
});
export type ClusterSkillAnalytics = z.infer<typeof clusterSkillAnalyticsSchema>;

/** The Analytics tab's counts; with `appId`, one app's, plus each of its skills (`skills`). */
export const clusterAnalyticsSchema = z.object({
  installedApps: z.number().int().nonnegative(),
  activeSkills: z.number().int().nonnegative(),
  workflows: z.number().int().nonnegative(),
  executions: z.number().int().nonnegative(),
  skills: z.array(clusterSkillAnalyticsSchema).optional(),
});
export type ClusterAnalytics = z.infer<typeof clusterAnalyticsSchema>;
