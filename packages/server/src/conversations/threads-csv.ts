import type { Thread } from "@hub-of-minds/core";
import { csvTable } from "../http/csv-table";

const header = [
  "threadId",
  "title",
  "customerId",
  "visitorId",
  "userId",
  "publishableKey",
  "origin",
  "personalityId",
  "model",
  "messageId",
  "role",
  "content",
  "createdAt",
  "tokens",
  "citations",
  "feedbackRating",
  "feedbackComment",
  "feedbackAt",
] as const;

/** The inbox's CSV export: a header row, then one row per message, its thread's columns repeated. */
export function threadsCsv(threads: readonly Thread[]): string {
  return csvTable(
    header,
    threads.flatMap((thread) =>
      thread.messages.map((message) => [
        thread.id,
        thread.title,
        thread.customerId,
        thread.visitorId,
        thread.userId,
        thread.publishableKey,
        thread.origin,
        thread.personalityId,
        thread.model,
        message.id,
        message.role,
        message.content,
        message.createdAt,
        message.tokens,
        // The passages by document title, as a reader of the sheet would name them.
        message.citations.map((citation) => citation.documentTitle).join("; "),
        message.feedback?.rating,
        message.feedback?.comment,
        message.feedback?.at,
      ]),
    ),
  );
}
