import { HttpError, serverErrorMessage } from "@hub-of-minds/core";
import { type ChatSend, isOperatorProblem, VisitorChatError, visitorUnavailable } from "@hub-of-minds/widgets";
import type { Account } from "../auth/use-account";

// One sentence for a visitor and one rule for what is the operator's to fix, shared with the embedded chat.
export { isOperatorProblem, visitorUnavailable };

/**
 * The same failure, told for its reader: a visitor gets one plain sentence, an administrator the server's
 * cause and where to fix it. The status and code stay: an administrator's reply is still the spec's, picked by
 * them; a visitor's is the plain sentence (a VisitorChatError: the widget's failureReply).
 */
export function forAudience(error: unknown, role: Account["role"]): unknown {
  if (!(error instanceof HttpError)) {
    // The hub itself out of reach (a network failure): to a visitor, the assistant is.
    const unreachable = JSON.stringify({ code: "upstream_unreachable", message: visitorUnavailable });
    return role === "admin" ? error : new VisitorChatError(503, "", unreachable);
  }
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
  return role === "admin"
    ? new HttpError(error.status, message, body)
    : new VisitorChatError(error.status, message, body);
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
