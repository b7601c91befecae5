import { issueDetails } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";

/** An error meant for the client: its status and `{error, details}` body go out as they are. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly details: unknown;
  constructor(status: ContentfulStatusCode, message: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.details = details;
  }
}

export function errorBody(error: string, details?: unknown) {
  return details === undefined ? { error } : { error, details };
}

/** Turns anything thrown by a route into JSON; never a stack trace. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.details), err.status);
  if (err instanceof ZodError) {
    return c.json(errorBody("Invalid request", issueDetails(err)), 400);
  }
  // Hono's own errors (bad JSON body, oversized payload) carry an HTTP status of their own.
  const status = (err as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return c.json(errorBody(err.message || "Bad request"), status as ContentfulStatusCode);
  }
  console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err);
  return c.json(errorBody("Internal server error"), 500);
}
