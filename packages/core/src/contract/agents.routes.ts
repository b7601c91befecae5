import {
  agentIdParams,
  approvalDecisionSchema,
  approvalListSchema,
  approvalParams,
  approvalSchema,
  clusterAnalyticsQuerySchema,
  clusterAnalyticsSchema,
  taskCreateSchema,
  taskParams,
  taskSchema,
  taskSummaryListSchema,
  workflowCreateSchema,
  workflowListSchema,
  workflowParams,
  workflowSchema,
} from "../schemas/task.schema";
import {
  adminErrors,
  adminOnly,
  bodyErrors,
  defineRoute,
  errorAnswers,
  jsonAnswer,
  jsonBody,
} from "./route-definition";

/**
 * A task's operations: the administrator (every agent), or a customer, signed in or by secret key, for the
 * agents that agent_behaviors.yaml gives that customer (`customerId`), whose tasks spend the customer's quota.
 * Another owner's agent or task answers 404, as one that does not exist.
 */
const accountOrCustomerKey: Record<string, string[]>[] = [
  { session: ["admin", "customer"] },
  { customerBearer: [] },
  { customerKey: [] },
];
/** A key's check may also refuse for its own reasons: 403 (subscription inactive) and 429 (its limits). */
const keyErrors = [...adminErrors, 429] as const;

/** Agents at work: tasks and their runs, approvals of sensitive skills, saved workflows (issue 23). */
export const agentsRoutes = {
  createAgentTask: defineRoute({
    method: "post",
    path: "/api/agents/{id}/tasks",
    operationId: "createAgentTask",
    tags: ["Agents"],
    summary: "Give an agent a task: it is queued and run by a worker (202 with the queued task)",
    security: accountOrCustomerKey,
    request: { params: agentIdParams, body: jsonBody(taskCreateSchema) },
    responses: {
      202: jsonAnswer(taskSchema, "The queued task"),
      ...errorAnswers(...keyErrors, ...bodyErrors, 404, 409),
    },
  }),
  listAgentTasks: defineRoute({
    method: "get",
    path: "/api/agents/{id}/tasks",
    operationId: "listAgentTasks",
    tags: ["Agents"],
    summary: "An agent's latest tasks, newest first",
    security: accountOrCustomerKey,
    request: { params: agentIdParams },
    responses: {
      200: jsonAnswer(taskSummaryListSchema, "Up to 20 tasks"),
      ...errorAnswers(...keyErrors, 404),
    },
  }),
  getAgentTask: defineRoute({
    method: "get",
    path: "/api/tasks/{id}",
    operationId: "getAgentTask",
    tags: ["Agents"],
    summary: "A task with its status, result and every recorded step",
    security: accountOrCustomerKey,
    request: { params: taskParams },
    responses: { 200: jsonAnswer(taskSchema, "The task"), ...errorAnswers(...keyErrors, 400, 404) },
  }),
  cancelAgentTask: defineRoute({
    method: "post",
    path: "/api/tasks/{id}/cancel",
    operationId: "cancelAgentTask",
    tags: ["Agents"],
    summary: "Cancel a queued or running task (409 when it already finished)",
    security: accountOrCustomerKey,
    request: { params: taskParams },
    responses: {
      200: jsonAnswer(taskSchema, "The cancelled task"),
      ...errorAnswers(...keyErrors, 400, 404, 409),
    },
  }),
  listApprovals: defineRoute({
    method: "get",
    path: "/api/approvals",
    operationId: "listApprovals",
    tags: ["Agents"],
    summary: "Skill calls waiting for an administrator, and the latest decisions",
    security: adminOnly,
    responses: {
      200: jsonAnswer(approvalListSchema, "Pending first, then the latest 20 decided"),
      ...errorAnswers(...adminErrors),
    },
  }),
  decideApproval: defineRoute({
    method: "post",
    path: "/api/approvals/{id}",
    operationId: "decideApproval",
    tags: ["Agents"],
    summary: "Approve or deny a waiting skill call (409 when it was already decided or expired)",
    security: adminOnly,
    request: { params: approvalParams, body: jsonBody(approvalDecisionSchema) },
    responses: {
      200: jsonAnswer(approvalSchema, "The decided approval"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404, 409),
    },
  }),
  listWorkflows: defineRoute({
    method: "get",
    path: "/api/workflows",
    operationId: "listWorkflows",
    tags: ["Agents"],
    summary: "The saved workflows",
    responses: { 200: jsonAnswer(workflowListSchema, "The workflows"), ...errorAnswers() },
  }),
  createWorkflow: defineRoute({
    method: "post",
    path: "/api/workflows",
    operationId: "createWorkflow",
    tags: ["Agents"],
    summary: "Save a workflow: ordered skill steps whose inputs may use earlier outputs",
    security: adminOnly,
    request: { body: jsonBody(workflowCreateSchema) },
    responses: {
      201: jsonAnswer(workflowSchema, "The saved workflow"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404, 422),
    },
  }),
  deleteWorkflow: defineRoute({
    method: "delete",
    path: "/api/workflows/{id}",
    operationId: "deleteWorkflow",
    tags: ["Agents"],
    summary: "Delete a workflow (its past runs stay)",
    security: adminOnly,
    request: { params: workflowParams },
    responses: { 204: { description: "Deleted" }, ...errorAnswers(...adminErrors, 400, 404) },
  }),
  runWorkflow: defineRoute({
    method: "post",
    path: "/api/workflows/{id}/runs",
    operationId: "runWorkflow",
    tags: ["Agents"],
    summary: "Run a workflow: a task of its agent (202 with the queued task)",
    security: adminOnly,
    request: { params: workflowParams },
    responses: {
      202: jsonAnswer(taskSchema, "The queued task"),
      ...errorAnswers(...adminErrors, 400, 404, 409),
    },
  }),
  getClusterAnalytics: defineRoute({
    method: "get",
    path: "/api/cluster/analytics",
    operationId: "getClusterAnalytics",
    tags: ["Cluster"],
    summary: "Installed apps, their skills, saved workflows and skill executions; with appId, that app's (404 unknown)",
    request: { query: clusterAnalyticsQuerySchema },
    responses: { 200: jsonAnswer(clusterAnalyticsSchema, "The counts"), ...errorAnswers(400, 404) },
  }),
};
