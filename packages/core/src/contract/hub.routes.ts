import { z } from "zod";
import { aiModelSchema } from "../catalogue/ai-model.schema";
import { activityPageSchema, activityQuerySchema } from "../schemas/activity.schema";
import { adminLoginSchema, adminSessionSchema, adminStatusCardSchema } from "../schemas/admin.schema";
import { agentListSchema } from "../schemas/agent.schema";
import {
  clusterAppListSchema,
  clusterInstallQuerySchema,
  clusterInstallSchema,
  customerAppListSchema,
  customerAppSchema,
} from "../schemas/cluster-app.schema";
import {
  configContentSchema,
  configFileListSchema,
  configFileSchema,
  configUpdateBodySchema,
} from "../schemas/config-file.schema";
import { customerSchema } from "../schemas/customer.schema";
import { integrationListSchema } from "../schemas/integration.schema";
import { dashboardOverviewSchema } from "../schemas/overview.schema";
import { skillExecutionResultSchema, skillExecutionSchema } from "../schemas/skill.schema";
import { storageContainerListSchema, storageStatisticsSchema } from "../schemas/storage.schema";
import { storedSupportTicketSchema, supportTicketReceiptSchema, supportTicketSchema } from "../schemas/support.schema";
import { systemMetricListSchema } from "../schemas/system-metric.schema";
import {
  adminErrors,
  adminOnly,
  bodyErrors,
  customerOrAdmin,
  defineRoute,
  errorAnswers,
  jsonAnswer,
  jsonBody,
} from "./route-definition";

export const filenameParams = z.object({
  filename: z.string().meta({ description: "One of the four config files, e.g. integrations.yaml." }),
});
export const customerIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
    .meta({ description: "Customer id, a positive whole number." }),
});
const appIdParams = z.object({ appId: z.string().min(1).max(100).meta({ description: "A cluster app id." }) });

/** Spec 000's calls and our own dashboard, config, cluster, storage, support and administrator routes. */
export const hubRoutes = {
  getDashboardOverview: defineRoute({
    method: "get",
    path: "/api/dashboard/overview",
    operationId: "getDashboardOverview",
    tags: ["Dashboard"],
    summary: "The dashboard overview",
    responses: { 200: jsonAnswer(dashboardOverviewSchema, "The overview"), ...errorAnswers() },
  }),
  getActivityPage: defineRoute({
    method: "get",
    path: "/api/activity",
    operationId: "getActivityPage",
    tags: ["Dashboard"],
    summary: "The activity history, newest first, a page at a time (admin-only entries with the session)",
    request: { query: activityQuerySchema },
    responses: { 200: jsonAnswer(activityPageSchema, "One page of events"), ...errorAnswers(400) },
  }),
  getSystemMetrics: defineRoute({
    method: "get",
    path: "/api/system/metrics",
    operationId: "getSystemMetrics",
    tags: ["Dashboard"],
    summary: "Host CPU %, memory % and network GB/s",
    responses: { 200: jsonAnswer(systemMetricListSchema, "The three readings"), ...errorAnswers() },
  }),
  listAgents: defineRoute({
    method: "get",
    path: "/api/agents",
    operationId: "listAgents",
    tags: ["Dashboard"],
    summary: "The agents of agent_behaviors.yaml",
    responses: { 200: jsonAnswer(agentListSchema, "The agents"), ...errorAnswers() },
  }),
  listIntegrations: defineRoute({
    method: "get",
    path: "/api/integrations",
    operationId: "listIntegrations",
    tags: ["Dashboard"],
    summary: "The integrations of integrations.yaml",
    responses: { 200: jsonAnswer(integrationListSchema, "The integrations"), ...errorAnswers() },
  }),
  listConfigFiles: defineRoute({
    method: "get",
    path: "/api/config",
    operationId: "listConfigFiles",
    tags: ["Config"],
    summary: "The four config files and their validity",
    responses: { 200: jsonAnswer(configFileListSchema, "The files"), ...errorAnswers() },
  }),
  reloadConfigFiles: defineRoute({
    method: "post",
    path: "/api/config/reload",
    operationId: "reloadConfigFiles",
    tags: ["Config"],
    summary: "Re-read all four files from disk",
    security: adminOnly,
    responses: { 200: jsonAnswer(configFileListSchema, "The fresh list"), ...errorAnswers(...adminErrors) },
  }),
  getConfigFile: defineRoute({
    method: "get",
    path: "/api/config/{filename}",
    operationId: "getConfigFile",
    tags: ["Config"],
    summary: "One config file's content and validity (its rules and limits: the administrator only)",
    security: adminOnly,
    request: { params: filenameParams },
    responses: { 200: jsonAnswer(configContentSchema, "The file"), ...errorAnswers(...adminErrors, 404) },
  }),
  updateConfigFile: defineRoute({
    method: "put",
    path: "/api/config/{filename}",
    operationId: "updateConfigFile",
    tags: ["Config"],
    summary: "Save a config file (422 with line and column when invalid)",
    security: adminOnly,
    request: { params: filenameParams, body: jsonBody(configUpdateBodySchema) },
    responses: {
      200: jsonAnswer(configFileSchema, "The saved file"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404, 422),
    },
  }),
  getCustomer: defineRoute({
    method: "get",
    path: "/api/customers/{id}",
    operationId: "getCustomer",
    tags: ["Customers"],
    summary: "A customer (the API key only as its 8-character prefix)",
    // Name, company, usage and key prefix: the administrator's, or the customer's own.
    security: customerOrAdmin,
    request: { params: customerIdParams },
    responses: { 200: jsonAnswer(customerSchema, "The customer"), ...errorAnswers(...adminErrors, 400, 404) },
  }),
  listAiModels: defineRoute({
    method: "get",
    path: "/api/ai-models",
    operationId: "listAiModels",
    tags: ["Customers"],
    summary: "The 56 personalities as AI models",
    responses: { 200: jsonAnswer(z.array(aiModelSchema), "The models"), ...errorAnswers() },
  }),
  listClusterApps: defineRoute({
    method: "get",
    path: "/api/cluster/apps",
    operationId: "listClusterApps",
    tags: ["Cluster"],
    summary: "The cluster marketplace",
    responses: { 200: jsonAnswer(clusterAppListSchema, "The apps"), ...errorAnswers() },
  }),
  listCustomerApps: defineRoute({
    method: "get",
    path: "/api/cluster/customer-apps",
    operationId: "listCustomerApps",
    tags: ["Cluster"],
    summary: "The installation records",
    responses: { 200: jsonAnswer(customerAppListSchema, "The installations"), ...errorAnswers() },
  }),
  installClusterApp: defineRoute({
    method: "post",
    path: "/api/cluster/install/{appId}",
    operationId: "installClusterApp",
    tags: ["Cluster"],
    summary: "Install an app (409 with the missing dependencies, unless withDependencies installs them first)",
    security: adminOnly,
    request: { params: appIdParams, query: clusterInstallQuerySchema },
    responses: {
      201: jsonAnswer(clusterInstallSchema, "The installation record, with those of the dependencies installed"),
      ...errorAnswers(...adminErrors, 400, 404, 409),
    },
  }),
  uninstallClusterApp: defineRoute({
    method: "delete",
    path: "/api/cluster/uninstall/{appId}",
    operationId: "uninstallClusterApp",
    tags: ["Cluster"],
    summary: "Uninstall an app (409 while an installed app depends on it)",
    security: adminOnly,
    request: { params: appIdParams },
    responses: {
      200: jsonAnswer(customerAppSchema, "The deactivated record"),
      ...errorAnswers(...adminErrors, 400, 404, 409),
    },
  }),
  executeSkill: defineRoute({
    method: "post",
    path: "/api/cluster/skills/execute",
    operationId: "executeSkill",
    tags: ["Cluster"],
    summary: "Run a skill of an installed app",
    security: adminOnly,
    request: { body: jsonBody(skillExecutionSchema) },
    responses: {
      200: jsonAnswer(skillExecutionResultSchema, "What the skill did"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404),
    },
  }),
  getStorageStatistics: defineRoute({
    method: "get",
    path: "/api/yaml-storage/statistics",
    operationId: "getStorageStatistics",
    tags: ["Storage"],
    summary: "Containers, documents, memory spaces and entries",
    responses: { 200: jsonAnswer(storageStatisticsSchema, "The totals"), ...errorAnswers() },
  }),
  listStorageContainers: defineRoute({
    method: "get",
    path: "/api/yaml-storage/containers",
    operationId: "listStorageContainers",
    tags: ["Storage"],
    summary: "Storage containers, optionally of one type (sizes in bytes)",
    request: {
      query: z.object({
        storageType: z.string().optional().meta({ description: "shared, private or system." }),
      }),
    },
    responses: { 200: jsonAnswer(storageContainerListSchema, "The containers"), ...errorAnswers(400) },
  }),
  submitSupportTicket: defineRoute({
    method: "post",
    path: "/api/support/tickets",
    operationId: "submitSupportTicket",
    tags: ["Support"],
    summary: "Submit a support ticket",
    request: { body: jsonBody(supportTicketSchema) },
    responses: {
      201: jsonAnswer(supportTicketReceiptSchema, "The stored ticket"),
      // 403: posted by another site's page; 429: too many from one address.
      ...errorAnswers(...bodyErrors, 403, 429),
    },
  }),
  listSupportTickets: defineRoute({
    method: "get",
    path: "/api/support/tickets",
    operationId: "listSupportTickets",
    tags: ["Support"],
    summary: "Every ticket, newest first",
    security: adminOnly,
    responses: {
      200: jsonAnswer(z.array(storedSupportTicketSchema), "The tickets"),
      ...errorAnswers(...adminErrors),
    },
  }),
  adminLogin: defineRoute({
    method: "post",
    path: "/api/admin/login",
    operationId: "adminLogin",
    tags: ["Administrator"],
    summary: "Start a session (HttpOnly cookie); 429 with Retry-After after repeated failures",
    request: { body: jsonBody(adminLoginSchema) },
    responses: {
      200: jsonAnswer(adminSessionSchema, "Signed in"),
      ...errorAnswers(...bodyErrors, 401, 403, 429),
    },
  }),
  adminLogout: defineRoute({
    method: "post",
    path: "/api/admin/logout",
    operationId: "adminLogout",
    tags: ["Administrator"],
    summary: "End the session",
    responses: { 200: jsonAnswer(adminSessionSchema, "Signed out"), ...errorAnswers(403) },
  }),
  getAdminSession: defineRoute({
    method: "get",
    path: "/api/admin/session",
    operationId: "getAdminSession",
    tags: ["Administrator"],
    summary: "Whether a session is active",
    responses: { 200: jsonAnswer(adminSessionSchema, "The session state"), ...errorAnswers() },
  }),
  getAdminStatus: defineRoute({
    method: "get",
    path: "/api/admin/status",
    operationId: "getAdminStatus",
    tags: ["Administrator"],
    summary: "The portal's status cards",
    security: adminOnly,
    responses: {
      200: jsonAnswer(z.array(adminStatusCardSchema), "The eight cards"),
      ...errorAnswers(...adminErrors),
    },
  }),
  getOpenApiDocument: defineRoute({
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    tags: ["Reference"],
    summary: "This document (OpenAPI 3.1)",
    responses: { 200: jsonAnswer(z.record(z.string(), z.unknown()), "The document"), ...errorAnswers() },
  }),
  getApiDocs: defineRoute({
    method: "get",
    path: "/api/docs",
    operationId: "getApiDocs",
    tags: ["Reference"],
    summary: "The API reference as a web page",
    responses: {
      200: { description: "An HTML page", content: { "text/html": { schema: z.string() } } },
      ...errorAnswers(),
    },
  }),
};
