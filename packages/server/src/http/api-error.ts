import { type ApiErrorBody, type ApiErrorCode, issueDetails } from "@hub-of-minds/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import { openAiPathPrefix, toOpenAiError } from "./openai-error";

/** An error meant for the client: its status and `{code, message, details}` body go out as they are. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    message: string,
    details?: unknown,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

/** The one error body (core's `apiErrorSchema`). */
export function errorBody(code: ApiErrorCode, message: string, details?: unknown): ApiErrorBody {
  return details === undefined ? { code, message } : { code, message, details };
}

/** The one error shape as a Response, for code paths that answer without throwing (middleware, streams). */
export function errorResponse(
  status: number,
  code: ApiErrorCode,
  message: string,
  details?: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(errorBody(code, message, details)), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** Hono's own 4xx errors (bad JSON from its validator, oversized payload) by status. */
const httpCodes: Partial<Record<number, ApiErrorCode>> = {
  400: "invalid_request",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

/** Anything thrown by a route as an ApiError; the unexpected is logged and becomes a bare 500. */
function asApiError(err: Error, c: Context): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ZodError)
    return new ApiError(400, "invalid_request", "The request is not valid", issueDetails(err));
  const status = err instanceof HTTPException ? err.status : (err as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return new ApiError(
      status as ContentfulStatusCode,
      httpCodes[status] ?? "invalid_request",
      err.message || "Bad request",
    );
  }
  if (isDatabaseUnavailable(err)) {
    // The driver's own reason, not drizzle's wrapper (which repeats the query and its parameters).
    const reason = err.cause instanceof Error ? err.cause.message : err.message;
    console.error(`[server] ${c.req.method} ${c.req.path}: database unavailable: ${reason}`);
    return new ApiError(503, "database_unavailable", "The database is unavailable; try again shortly.", undefined, {
      "retry-after": "5",
    });
  }
  console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err);
  return new ApiError(500, "internal_error", "Internal server error");
}

/**
 * Turns anything thrown by a route into the one error shape, never a stack trace; on the OpenAI-compatible
 * paths into OpenAI's shape, which OpenAI clients read.
 */
export function handleError(err: Error, c: Context): Response {
  const error = asApiError(err, c);
  const body = errorBody(error.code, error.message, error.details);
  const json = c.req.path.startsWith(openAiPathPrefix) ? toOpenAiError(error.status, body) : body;
  return new Response(JSON.stringify(json), {
    status: error.status,
    headers: { "content-type": "application/json", ...error.headers },
  });
}
