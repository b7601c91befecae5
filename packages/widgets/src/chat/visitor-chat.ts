import { type ApiErrorCode, apiErrorCode, chatErrorReply, HttpError } from "@hub-of-minds/core/protocol";
import { type ChatSend, streamChat } from "./chat-client";

/** What a visitor reads when the assistant cannot answer for a reason only the hub's operator can fix. */
export const visitorUnavailable = "The assistant is unavailable right now.";

/**
 * Failures only the operator can fix: a provider key missing or refused (the API Configuration page), a quota
 * or a budget spent (billing, limits).
 */
const operatorCodes: readonly ApiErrorCode[] = [
  "provider_key_missing",
  "upstream_unauthorized",
  "missing_api_key",
  "invalid_api_key",
  "quota_exceeded",
  "budget_exhausted",
  "widget_key_daily_cap",
];

/** Whether a chat failure is the operator's to fix (a provider key), by the server's code. */
export function isOperatorProblem(error: unknown): boolean {
  const code = apiErrorCode(error);
  return code !== undefined && operatorCodes.includes(code);
}

/** A chat failure as the embedded chat tells it to a visitor (`visitorChat`). */
export class VisitorChatError extends HttpError {}

/**
 * The failure as a visitor should read it: an operator's problem says one plain sentence instead of the fix
 * (an environment variable, a settings page, the provider's billing); status and code stay.
 */
export function forVisitor(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = isOperatorProblem(error)
    ? JSON.stringify({ ...error.problem, message: visitorUnavailable })
    : error.body;
  return new VisitorChatError(error.status, "", body);
}

/**
 * The assistant's reply to a failed chat: the spec's (section 8, by the error's code or text) on the hub's own
 * pages; a visitor's is the plain sentence, as each of the spec's replies ends with a fix for the operator.
 */
export function failureReply(error: unknown): string {
  return error instanceof VisitorChatError ? visitorUnavailable : chatErrorReply(error);
}

/** The embedded chat's transport: streamChat, its failures told for the visitor who reads them. */
export const visitorChat: ChatSend = (body, connection, onDelta) =>
  streamChat(body, connection, onDelta).catch((error: unknown) => {
    throw forVisitor(error);
  });
