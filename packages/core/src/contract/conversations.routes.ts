import { z } from "zod";
import {
  conversationSettingsSchema,
  feedbackRequestSchema,
  identitySecretSchema,
  messageFeedbackSchema,
  threadExportQuerySchema,
  threadIdSchema,
  threadListQuerySchema,
  threadListSchema,
  threadMessageIdSchema,
  threadSchema,
  threadSummarySchema,
  threadUpdateSchema,
  visitorDeletionSchema,
  visitorIdSchema,
  widgetSessionRequestSchema,
  widgetSessionSchema,
} from "../schemas/thread.schema";
import { customerIdParams } from "./hub.routes";
import {
  adminErrors,
  bodyErrors,
  customerOrAdmin,
  defineRoute,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  sessionErrors,
} from "./route-definition";

/**
 * A widget visitor (their token, with the widget's key) or a signed-in session: the route decides what each
 * may see (a visitor their own threads, a customer their visitors', the administrator every customer's).
 */
const visitorOrSession: Record<string, string[]>[] = [
  { visitorToken: [], publishableKey: [] },
  { session: ["admin"] },
  { session: ["customer"] },
];
const threadParams = z.object({ id: threadIdSchema.meta({ description: "A thread id." }) });
const messageParams = threadParams.extend({
  messageId: threadMessageIdSchema.meta({ description: "An answer's id in the thread." }),
});
const visitorParams = z.object({ visitorId: visitorIdSchema.meta({ description: "A visitor id (v_..., u:...)." }) });

/** Conversations (issue 26): visitor sessions, threads, feedback and the customer's inbox. */
export const conversationsRoutes = {
  createWidgetSession: defineRoute({
    method: "post",
    path: "/api/widget/sessions",
    operationId: "createWidgetSession",
    tags: ["Conversations"],
    summary: "A short-lived visitor token for a widget: bound to its key, the page's origin and the visitor",
    description:
      "Send the widget key as X-Publishable-Key from a page on one of its origins. With userId and userHash " +
      "(the hex HMAC-SHA256 of userId with the customer's identity secret) the visitor is verified, and their " +
      "threads follow them to any device.",
    security: [{ publishableKey: [] }],
    request: { body: jsonBody(widgetSessionRequestSchema) },
    responses: {
      201: jsonAnswer(widgetSessionSchema, "The visitor's token"),
      ...errorAnswers(...bodyErrors, 401, 403, 429),
    },
  }),
  getIdentitySecret: defineRoute({
    method: "get",
    path: "/api/customers/{id}/identity-secret",
    operationId: "getIdentitySecret",
    tags: ["Conversations"],
    summary: "The secret the customer's backend signs its users' ids with (made on first read)",
    security: customerOrAdmin,
    request: { params: customerIdParams },
    responses: { 200: jsonAnswer(identitySecretSchema, "The secret"), ...errorAnswers(...adminErrors, 400, 404) },
  }),
  rotateIdentitySecret: defineRoute({
    method: "post",
    path: "/api/customers/{id}/identity-secret",
    operationId: "rotateIdentitySecret",
    tags: ["Conversations"],
    summary: "A new identity secret: hashes signed with the old one stop verifying at once",
    security: customerOrAdmin,
    request: { params: customerIdParams },
    responses: { 200: jsonAnswer(identitySecretSchema, "The new secret"), ...errorAnswers(...adminErrors, 400, 404) },
  }),
  getConversationSettings: defineRoute({
    method: "get",
    path: "/api/customers/{id}/conversation-settings",
    operationId: "getConversationSettings",
    tags: ["Conversations"],
    summary: "How long the customer's threads are kept",
    security: customerOrAdmin,
    request: { params: customerIdParams },
    responses: {
      200: jsonAnswer(conversationSettingsSchema, "The settings"),
      ...errorAnswers(...adminErrors, 400, 404),
    },
  }),
  updateConversationSettings: defineRoute({
    method: "put",
    path: "/api/customers/{id}/conversation-settings",
    operationId: "updateConversationSettings",
    tags: ["Conversations"],
    summary: "Keep threads for retentionDays days (null: keep them); older ones are deleted",
    security: customerOrAdmin,
    request: { params: customerIdParams, body: jsonBody(conversationSettingsSchema) },
    responses: {
      200: jsonAnswer(conversationSettingsSchema, "The saved settings"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 404),
    },
  }),
  listThreads: defineRoute({
    method: "get",
    path: "/api/threads",
    operationId: "listThreads",
    tags: ["Conversations"],
    summary: "Threads, newest first: a visitor's own, a customer's visitors', or (administrator) any customer's",
    security: visitorOrSession,
    request: { query: threadListQuerySchema },
    responses: { 200: jsonAnswer(threadListSchema, "One page of threads"), ...errorAnswers(400, 401, 403, 429) },
  }),
  exportThreads: defineRoute({
    method: "get",
    // Not /api/threads/export: a fixed name beside /api/threads/{id} is one path Hono's RegExpRouter cannot
    // hold, and the whole API fell back to the slower trie router for it (app.test.ts checks).
    path: "/api/exports/threads",
    operationId: "exportThreads",
    tags: ["Conversations"],
    summary: "Every matching thread with its messages, as JSON or CSV (one row per message)",
    security: customerOrAdmin,
    request: { query: threadExportQuerySchema },
    responses: {
      200: {
        description: "The threads",
        content: {
          "application/json": { schema: z.array(threadSchema) },
          "text/csv": { schema: z.string() },
        },
      },
      ...errorAnswers(...sessionErrors, 400),
    },
  }),
  getThread: defineRoute({
    method: "get",
    path: "/api/threads/{id}",
    operationId: "getThread",
    tags: ["Conversations"],
    summary: "A thread's transcript",
    security: visitorOrSession,
    request: { params: threadParams },
    responses: { 200: jsonAnswer(threadSchema, "The thread"), ...errorAnswers(400, 401, 403, 404, 429) },
  }),
  updateThread: defineRoute({
    method: "patch",
    path: "/api/threads/{id}",
    operationId: "updateThread",
    tags: ["Conversations"],
    summary: "Rename a thread",
    security: visitorOrSession,
    request: { params: threadParams, body: jsonBody(threadUpdateSchema) },
    responses: {
      200: jsonAnswer(threadSummarySchema, "The renamed thread"),
      ...errorAnswers(...bodyErrors, 401, 403, 404, 429),
    },
  }),
  deleteThread: defineRoute({
    method: "delete",
    path: "/api/threads/{id}",
    operationId: "deleteThread",
    tags: ["Conversations"],
    summary: "Delete a thread and its messages",
    security: visitorOrSession,
    request: { params: threadParams },
    responses: { 204: { description: "Deleted" }, ...errorAnswers(400, 401, 403, 404, 429) },
  }),
  rateThreadMessage: defineRoute({
    method: "post",
    path: "/api/threads/{id}/messages/{messageId}/feedback",
    operationId: "rateThreadMessage",
    tags: ["Conversations"],
    summary: "Thumbs up or down on an answer, with an optional comment (a second rating replaces the first)",
    security: visitorOrSession,
    request: { params: messageParams, body: jsonBody(feedbackRequestSchema) },
    responses: {
      200: jsonAnswer(messageFeedbackSchema, "The saved rating"),
      ...errorAnswers(...bodyErrors, 401, 403, 404, 429),
    },
  }),
  deleteVisitor: defineRoute({
    method: "delete",
    path: "/api/visitors/{visitorId}",
    operationId: "deleteVisitor",
    tags: ["Conversations"],
    summary: 'A visitor\'s "delete my data": their threads and memory entries',
    security: visitorOrSession,
    request: { params: visitorParams },
    responses: {
      200: jsonAnswer(visitorDeletionSchema, "How many rows were deleted"),
      ...errorAnswers(400, 401, 403, 429),
    },
  }),
};
