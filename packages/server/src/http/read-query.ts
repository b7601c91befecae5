import { issueDetails } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./api-error";

/** Reads and validates the query string: 400 naming each bad parameter. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S, what: string): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new ApiError(400, "invalid_request", `Invalid ${what}`, issueDetails(result.error));
  return result.data;
}
