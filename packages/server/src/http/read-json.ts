import { issueDetails } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./api-error";

/** Reads and validates a JSON body: 400 for a missing or malformed body, 400 with the issues for a wrong shape. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (!text.trim()) throw new ApiError(400, "body_required", "A JSON request body is required");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "malformed_json", "Malformed JSON body");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(400, "invalid_request", "Invalid request body", issueDetails(result.error));
  }
  return result.data;
}
