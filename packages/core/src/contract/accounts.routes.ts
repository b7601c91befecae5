import { z } from "zod";
import {
  accountLinkSchema,
  createdCustomerSchema,
  customerAccountSchema,
  meSchema,
  newCustomerSchema,
  outboxEntrySchema,
} from "../schemas/account.schema";
import { usageQuerySchema, usageRowSchema } from "../schemas/usage.schema";
import { customerIdParams } from "./hub.routes";
import {
  adminErrors,
  adminOnly,
  bodyErrors,
  customerOrAdmin,
  defineRoute,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  sessionErrors,
} from "./route-definition";

/** Accounts: who is signed in, the administrator's customers and their links, and each customer's usage. */
export const accountsRoutes = {
  getMe: defineRoute({
    method: "get",
    path: "/api/me",
    operationId: "getMe",
    tags: ["Accounts"],
    summary: "The signed-in account and its role (null for a visitor)",
    security: [{}, { session: [] }],
    responses: { 200: jsonAnswer(meSchema, "The account"), ...errorAnswers() },
  }),
  listCustomers: defineRoute({
    method: "get",
    path: "/api/customers",
    operationId: "listCustomers",
    tags: ["Customers"],
    summary: "Every customer, newest first, with the e-mail its person signs in with",
    security: adminOnly,
    responses: {
      200: jsonAnswer(z.array(customerAccountSchema), "The customers"),
      ...errorAnswers(...adminErrors),
    },
  }),
  createCustomer: defineRoute({
    method: "post",
    path: "/api/customers",
    operationId: "createCustomer",
    tags: ["Customers"],
    summary: "Invite a customer: the account and an invitation link to copy (409 when the e-mail is taken)",
    security: adminOnly,
    request: { body: jsonBody(newCustomerSchema) },
    responses: {
      201: jsonAnswer(createdCustomerSchema, "The customer and the invitation"),
      ...errorAnswers(...adminErrors, ...bodyErrors, 409),
    },
  }),
  issueCustomerLink: defineRoute({
    method: "post",
    path: "/api/customers/{id}/link",
    operationId: "issueCustomerLink",
    tags: ["Customers"],
    summary: "A new invitation (no password yet) or password-reset link for the customer's person",
    security: adminOnly,
    request: { params: customerIdParams },
    responses: { 200: jsonAnswer(accountLinkSchema, "The link"), ...errorAnswers(...adminErrors, 400, 404) },
  }),
  listOutbox: defineRoute({
    method: "get",
    path: "/api/outbox",
    operationId: "listOutbox",
    tags: ["Customers"],
    summary: "The invitation and password-reset links written, newest first (sent by SMTP too when configured)",
    security: adminOnly,
    responses: { 200: jsonAnswer(z.array(outboxEntrySchema), "The links"), ...errorAnswers(...adminErrors) },
  }),
  getCustomerUsage: defineRoute({
    method: "get",
    path: "/api/customers/{id}/usage",
    operationId: "getCustomerUsage",
    tags: ["Customers"],
    summary: "Requests, tokens, errors and estimated cost by day, key or model",
    security: customerOrAdmin,
    request: { params: customerIdParams, query: usageQuerySchema },
    responses: {
      200: jsonAnswer(z.array(usageRowSchema), "One row per period (and key or model)"),
      ...errorAnswers(...sessionErrors, 400, 404),
    },
  }),
  getCustomerUsageCsv: defineRoute({
    method: "get",
    path: "/api/customers/{id}/usage.csv",
    operationId: "getCustomerUsageCsv",
    tags: ["Customers"],
    summary: "The same usage as CSV",
    security: customerOrAdmin,
    request: { params: customerIdParams, query: usageQuerySchema },
    responses: {
      200: { description: "CSV with a header row", content: { "text/csv": { schema: z.string() } } },
      ...errorAnswers(...sessionErrors, 400, 404),
    },
  }),
};
