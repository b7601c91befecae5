import { type ApiErrorCode, apiErrorCode, HttpError } from "@hub-of-minds/core/protocol";
import { type ChatSend, streamChat } from "./chat-client";

/** What a visitor reads when the assistant cannot answer for a reason only the hub's operator can fix. */
export const visitorUnavailable = "The assistant is unavailable right now.";

/** Failures the operator fixes on the API Configuration page: a provider key missing or refused. */
const operatorCodes: readonly ApiErrorCode[] = [
  "provider_key_missing",
  "upstream_unauthorized",
  "missing_api_key",
  "invalid_api_key",
];

/** Whether a chat failure is the operator's to fix (a provider key), by the server's code. */
export function isOperatorProblem(error: unknown): boolean {
  const code = apiErrorCode(error);
  return code !== undefined && operatorCodes.includes(code);
}

/**
 * The failure as a visitor should read it: an operator's problem says one plain sentence instead of the fix
 * (an environment variable, a settings page). Status and code stay, so the reply is still the spec's.
 */
export function forVisitor(error: unknown): unknown {
  if (!(error instanceof HttpError) || !isOperatorProblem(error)) return error;
  return new HttpError(error.status, "", JSON.stringify({ ...error.problem, message: visitorUnavailable }));
}

/** The embedded chat's transport: streamChat, its failures told for the visitor who reads them. */
export const visitorChat: ChatSend = (body, connection, onDelta) =>
  streamChat(body, connection, onDelta).catch((error: unknown) => {
    throw forVisitor(error);
  });
