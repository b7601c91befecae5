import type { CallToolResult } from "@modelcontextprotocol/server";
import { ApiError } from "../http/api-error";

/** A tool's answer: the value as JSON text (what every MCP client shows) and as structured content. */
export function jsonResult(value: unknown): CallToolResult {
  const structured = value !== null && typeof value === "object" && !Array.isArray(value);
  return {
    content: [{ type: "text", text: JSON.stringify(value) }],
    ...(structured ? { structuredContent: value as Record<string, unknown> } : {}),
  };
}

/**
 * A refusal the caller can act on (bad input, a failed skill, an unknown personality) is a tool error result
 * with the project's `{code, message, details}`, so the model reads it; anything else is a real failure and
 * propagates (the SDK still answers it as a tool error, without our shape).
 */
export async function toolResultOf(run: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return jsonResult(await run());
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const body = {
      code: err.code,
      message: err.message,
      ...(err.details === undefined ? {} : { details: err.details }),
    };
    return { content: [{ type: "text", text: JSON.stringify(body) }], isError: true };
  }
}
