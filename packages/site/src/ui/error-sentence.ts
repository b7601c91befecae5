import { HttpError } from "@hub-of-minds/core";

const byStatus: Readonly<Record<number, string>> = {
  401: "You need to sign in for this.",
  403: "You are not allowed to do this.",
  404: "It was not found.",
  429: "Too many requests: please wait a moment.",
  502: "A service behind the hub did not answer.",
  503: "The service is unavailable right now.",
  504: "The server took too long to answer.",
};

/** Ends a sentence with exactly one full stop (a server message may already carry one). */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * A failure as one readable sentence: the server's own message when it sent the error shape, a sentence for
 * the status otherwise, never a raw body.
 */
export function errorSentence(error: unknown): string {
  if (error instanceof HttpError) {
    const message = error.problem?.message;
    if (message) return sentence(message);
    return byStatus[error.status] ?? (error.status >= 500 ? "The server had a problem." : "The request was refused.");
  }
  if (error instanceof TypeError) return "The server could not be reached. Check your connection.";
  if (error instanceof Error && error.message && !/^\d{3}: /.test(error.message)) return sentence(error.message);
  return "Something went wrong.";
}
