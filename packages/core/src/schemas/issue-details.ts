import type { z } from "zod";

/** A validation failure as the API's `details` carry it: the dotted path and zod's message. */
export function issueDetails(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}
