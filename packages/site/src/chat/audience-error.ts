import { type ApiErrorCode, apiErrorCode, HttpError, serverErrorMessage } from "@hub-of-minds/core";
import type { ChatSend } from "@hub-of-minds/widgets";
import type { Account } from "../auth/use-account";

/** What a visitor reads when the assistant cannot answer for a reason only the operator can fix. */
export const visitorUnavailable = "The assistant is unavailable right now.";

/** Failures the hub's operator fixes on the API Configuration page (a missing or refused provider key). */
const operatorCodes: ReadonlySet<ApiErrorCode> = new Set([
  "provider_key_missing",
  "upstream_unauthorized",
  "missing_api_key",
  "invalid_api_key",
]);

/** Whether a chat failure is the operator's to fix (a provider key), by the server's code. */
export function isOperatorProblem(error: unknown): boolean {
  const code = apiErrorCode(error);
  return code !== undefined && operatorCodes.has(code);
}

/**
 * The same failure, told for its reader: a visitor gets one plain sentence, an administrator the server's
 * cause and where to fix it. The status and code stay, so the chat still picks the spec's reply by them.
 */
export function forAudience(error: unknown, role: Account["role"]): unknown {
  if (!(error instanceof HttpError)) return role === "admin" ? error : new Error(visitorUnavailable);
  const cause = serverErrorMessage(error, "The AI gateway did not answer.");
  const message =
    role === "admin"
      ? isOperatorProblem(error)
        ? `${cause} Fix it on the API Configuration page.`
        : cause
      : error.status === 429 || error.code === "quota_exceeded"
        ? "The assistant is busy right now. Please try again in a minute."
        : visitorUnavailable;
  const body = JSON.stringify({ ...(error.problem ?? { code: undefined }), message });
  return new HttpError(error.status, message, body);
}

/** Wraps a chat call so its failures read right for `role`; `onFailure` hears the original error. */
export function audienceSend(send: ChatSend, role: Account["role"], onFailure: (error: unknown) => void): ChatSend {
  return async (body, connection, onDelta) => {
    try {
      return await send(body, connection, onDelta);
    } catch (error) {
      onFailure(error);
      throw forAudience(error, role);
    }
  };
}
