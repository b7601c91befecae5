import {
  type ApiErrorCode,
  apiErrorCode,
  chatErrorReply,
  HttpError,
  serverErrorMessage,
} from "@hub-of-minds/core/protocol";
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
 * (an environment variable, a settings page); the reply says it too (failureReply). Status and code stay.
 */
export function forVisitor(error: unknown): unknown {
  if (!(error instanceof HttpError) || !isOperatorProblem(error)) return error;
  return new HttpError(error.status, "", JSON.stringify({ ...error.problem, message: visitorUnavailable }));
}

/**
 * The assistant's reply to a failed chat: the spec's (section 8, by the error's code or text), except for a
 * failure told for a visitor, which gets the same plain sentence rather than the operator's fix.
 */
export function failureReply(error: unknown): string {
  return serverErrorMessage(error, "") === visitorUnavailable ? visitorUnavailable : chatErrorReply(error);
}

/** The embedded chat's transport: streamChat, its failures told for the visitor who reads them. */
export const visitorChat: ChatSend = (body, connection, onDelta) =>
  streamChat(body, connection, onDelta).catch((error: unknown) => {
    throw forVisitor(error);
  });
