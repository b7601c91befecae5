import type { z } from "zod";
import { apiErrorSchema } from "../schemas/api-error.schema";

/**
 * The security schemes of the API document; the server enforces `session` (and the roles listed with it) from
 * the definition itself.
 */
export const apiSecuritySchemes = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "hom.session_token",
    description:
      "A signed-in session: POST /api/auth/sign-in/email, or " +
      "POST /api/admin/login for the administrator. The roles an operation admits are listed with it: admin, customer.",
  },
  customerKey: { type: "apiKey", in: "header", name: "x-api-key", description: "A customer's API key." },
  customerBearer: {
    type: "http",
    scheme: "bearer",
    description: "A customer's API key as OpenAI clients send it (Authorization: Bearer).",
  },
  publishableKey: {
    type: "apiKey",
    in: "header",
    name: "x-publishable-key",
    description: "A widget's key; needed only for cross-origin calls from the origins it allows.",
  },
  visitorToken: {
    type: "apiKey",
    in: "header",
    name: "x-visitor-token",
    description: "A widget visitor's token (POST /api/widget/sessions), sent with the widget's key.",
  },
} as const;
export type ApiSecurityScheme = keyof typeof apiSecuritySchemes;

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

interface MediaContent {
  [mediaType: string]: { schema: z.ZodType };
}
interface Answer {
  description: string;
  content?: MediaContent;
}

/**
 * One API operation as plain data (the shape `@hono/zod-openapi`'s `createRoute` takes): the server implements
 * it, the document is generated from it and the site's client is typed by it.
 */
export interface ApiRouteDefinition {
  method: HttpMethod;
  /** OpenAPI template, e.g. `/api/config/{filename}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Alternatives, each a set of `apiSecuritySchemes` names (with roles for `session`); `{}` means none. */
  security?: Record<string, string[]>[];
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    /** `required: false` only where the handler reads one of several media types itself (multipart or JSON). */
    body?: { required: boolean; description?: string; content: MediaContent };
  };
  responses: Record<number, Answer>;
}

/** Keeps the literal types of a definition (its path, method and schemas) for the server and the client. */
export const defineRoute = <const R extends ApiRouteDefinition>(route: R): R => route;

export const jsonAnswer = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true as const,
  content: { "application/json": { schema } },
});

const errorText = {
  400: "Malformed JSON, a missing body, wrong types or bad parameters",
  401: "Not signed in, or a missing or invalid key",
  403: "Refused: a foreign origin, or an inactive subscription",
  404: "Unknown id, file, app or provider",
  409: "Conflicts with what is installed",
  413: "Request body too large: 1 MiB, 20 MiB for a /v1 model call (images as data URLs), 8 MiB for a document",
  415: "The body is not JSON",
  422: "Understood but refused (invalid YAML, a failed key test, an oversight rule)",
  429: "Too many requests, or the quota is used up; see Retry-After",
  499: "The client closed the request",
  500: "Unexpected failure (logged on the server)",
  502: "The AI provider failed",
  504: "The AI provider did not answer in time",
} as const;
type ErrorStatus = keyof typeof errorText;

/** The error answers of an operation in a given error shape (500 is always listed). */
export function errorAnswersIn<T extends z.ZodType, const S extends ErrorStatus>(schema: T, ...statuses: S[]) {
  const answers = {} as Record<S | 500, { description: string; content: { "application/json": { schema: T } } }>;
  for (const status of [...statuses, 500 as const]) {
    answers[status] = { description: errorText[status], content: { "application/json": { schema } } };
  }
  return answers;
}

/** The error answers of an operation, each the one error shape (500 is always listed). */
export const errorAnswers = <const S extends ErrorStatus>(...statuses: S[]) =>
  errorAnswersIn(apiErrorSchema, ...statuses);

/** What every JSON-body operation may answer besides its own errors. */
export const bodyErrors = [400, 413, 415] as const;
/** What every administrator operation may answer besides its own errors (403: a customer's session too). */
export const adminErrors = [401, 403] as const;
/** What every signed-in operation may answer besides its own errors (403: another customer's data). */
export const sessionErrors = adminErrors;
export const adminOnly: Record<string, string[]>[] = [{ session: ["admin"] }];
/** The administrator, or the customer whose `{id}` it is. */
export const customerOrAdmin: Record<string, string[]>[] = [{ session: ["admin"] }, { session: ["customer"] }];
