import type { ApiErrorBody, OpenAiErrorBody } from "@hub-of-minds/core";

/** The paths OpenAI clients call: their errors use OpenAI's shape, which those clients read. */
export const openAiPathPrefix = "/v1/";

/** OpenAI's error `type` for an HTTP status, as its own API reports them. */
function typeOf(status: number, code: string): string {
  if (code === "quota_exceeded" || code === "budget_exhausted" || code === "widget_key_daily_cap")
    return "insufficient_quota";
  if (status === 401) return "authentication_error";
  if (status === 403) return "permission_error";
  if (status === 404) return "not_found_error";
  if (status === 429) return "rate_limit_error";
  if (status >= 500) return "api_error";
  return "invalid_request_error";
}

/** The hub's error as OpenAI's `{error: {message, type, param, code}}`; `code` keeps the hub's code. */
export function toOpenAiError(status: number, body: ApiErrorBody): OpenAiErrorBody {
  // A failed body check names its fields (issueDetails): the first one is OpenAI's `param`.
  const first = Array.isArray(body.details) ? (body.details[0] as { path?: unknown; message?: unknown }) : undefined;
  const param = typeof first?.path === "string" && first.path ? first.path : null;
  const detail = param && typeof first?.message === "string" ? ` (${param}: ${first.message})` : "";
  return { error: { message: `${body.message}${detail}`, type: typeOf(status, body.code), param, code: body.code } };
}
