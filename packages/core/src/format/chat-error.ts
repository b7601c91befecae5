import { apiErrorCode, HttpError } from "../api/http";
import type { ApiErrorCode } from "../schemas/api-error.schema";

export type ChatErrorKind = "quota" | "auth" | "other";

/** The assistant's reply after a failed chat request, by kind (spec 000 and 001, section 8). */
export const chatErrorReplies: Readonly<Record<ChatErrorKind, string>> = {
  quota:
    "API Quota Exceeded\n\n" +
    "The AI provider's usage quota for this account has been exceeded, so I can't answer right now.\n\n" +
    "To fix it:\n" +
    "1. Add or update a payment method in the provider's billing settings.\n" +
    "2. Raise the account's usage limit.\n" +
    "3. Or wait for the quota to reset, then try again.",
  auth:
    "API Key Issue\n\n" +
    "The AI provider did not accept the API key. Please check the key configuration on the API Configuration " +
    "page and try again.",
  other: "Sorry, I encountered an error. Please try again or check your API configuration.",
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const quotaCodes: ReadonlySet<ApiErrorCode> = new Set([
  "quota_exceeded",
  "budget_exhausted",
  "rate_limited",
  "widget_key_rate_limited",
  "widget_key_daily_cap",
]);
const authCodes: ReadonlySet<ApiErrorCode> = new Set([
  "upstream_unauthorized",
  "provider_key_missing",
  "missing_api_key",
  "invalid_api_key",
]);

/**
 * Sorts a chat failure: by the server's code when it sent one, else by the spec's rule on the message
 * (quota or 429 first, then 401 or unauthorized, any case).
 */
export function classifyChatError(error: unknown): ChatErrorKind {
  const code = apiErrorCode(error);
  if (code && quotaCodes.has(code)) return "quota";
  if (code && authCodes.has(code)) return "auth";
  const text = messageOf(error).toLowerCase();
  if (text.includes("quota") || text.includes("429")) return "quota";
  if (text.includes("401") || text.includes("unauthorized")) return "auth";
  return "other";
}

export function chatErrorReply(error: unknown): string {
  return chatErrorReplies[classifyChatError(error)];
}

/**
 * The server's own sentence for a failure, for a toast: the `message` of the one error shape, else the body
 * text, else the error's message; `fallback` when there is nothing to show.
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.problem?.message || error.body || error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
