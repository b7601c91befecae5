import { HttpError } from "../api/http";

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

/** Sorts a chat failure by its message: quota or 429 first, then 401 or unauthorized (any case). */
export function classifyChatError(error: unknown): ChatErrorKind {
  const text = messageOf(error).toLowerCase();
  if (text.includes("quota") || text.includes("429")) return "quota";
  if (text.includes("401") || text.includes("unauthorized")) return "auth";
  return "other";
}

export function chatErrorReply(error: unknown): string {
  return chatErrorReplies[classifyChatError(error)];
}

/**
 * The server's own words for a failure, for a toast: `error` or `message` of a JSON body, else the body
 * text, else the error's message; `fallback` when there is nothing to show.
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    try {
      const body: unknown = JSON.parse(error.body);
      if (body && typeof body === "object") {
        const { error: text, message } = body as { error?: unknown; message?: unknown };
        if (typeof text === "string" && text) return text;
        if (typeof message === "string" && message) return message;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
    return error.body || error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
