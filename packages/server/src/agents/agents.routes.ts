import { apiRoutes } from "@hub-of-minds/core";
import type { MiddlewareHandler } from "hono";
import type { Accounts } from "../auth/accounts";
import { accountOrCustomerKey } from "../http/account-or-customer-key";
import type { ApiApp } from "../http/api-app";
import { honoPath } from "../http/api-app";
import type { Agents } from "./agents-runtime";

/**
 * Tasks, approvals, workflows and the Analytics counts (issue 23). The task operations take the
 * administrator, or a customer (by session or secret key) for their own agents; the admin-only ones are
 * guarded by the app.
 */
export function agentsRoutes(
  app: ApiApp,
  agents: Agents,
  auth: { customerAuth: MiddlewareHandler; accounts: Accounts },
) {
  const either = accountOrCustomerKey(auth.customerAuth, auth.accounts);
  for (const route of [
    apiRoutes.createAgentTask,
    apiRoutes.listAgentTasks,
    apiRoutes.getAgentTask,
    apiRoutes.cancelAgentTask,
  ]) {
    app.on(route.method.toUpperCase(), honoPath(route.path), either);
  }
  app.openapi(apiRoutes.createAgentTask, async (c) =>
    c.json(await agents.createTask(c.req.valid("param").id, c.req.valid("json").instruction, c.get("caller")), 202),
  );
  app.openapi(apiRoutes.listAgentTasks, async (c) =>
    c.json(await agents.listTasks(c.req.valid("param").id, c.get("caller")), 200),
  );
  app.openapi(apiRoutes.getAgentTask, async (c) =>
    c.json(await agents.getTask(c.req.valid("param").id, c.get("caller")), 200),
  );
  app.openapi(apiRoutes.cancelAgentTask, async (c) =>
    c.json(await agents.cancelTask(c.req.valid("param").id, c.get("caller")), 200),
  );
  app.openapi(apiRoutes.listApprovals, async (c) => c.json(await agents.approvals.list(), 200));
  app.openapi(apiRoutes.decideApproval, async (c) =>
    c.json(await agents.approvals.decide(Number(c.req.valid("param").id), c.req.valid("json").decision), 200),
  );
  app.openapi(apiRoutes.listWorkflows, async (c) => c.json(await agents.listWorkflows(), 200));
  app.openapi(apiRoutes.createWorkflow, async (c) => c.json(await agents.createWorkflow(c.req.valid("json")), 201));
  app.openapi(apiRoutes.deleteWorkflow, async (c) => {
    await agents.deleteWorkflow(Number(c.req.valid("param").id));
    return c.body(null, 204);
  });
  app.openapi(apiRoutes.runWorkflow, async (c) =>
    c.json(await agents.runWorkflow(Number(c.req.valid("param").id)), 202),
  );
  app.openapi(apiRoutes.getClusterAnalytics, async (c) =>
    c.json(await agents.analytics(c.req.valid("query").appId), 200),
  );
}
