import {
  HttpError,
  type SupportTicketForm,
  supportTicketFormInput,
  supportTicketLimits,
  supportTicketSchema,
} from "@hub-of-minds/core";
import { errorSentence } from "../../../ui/error-sentence";

export const ticketFields = ["email", "subject", "description", "category", "priority"] as const;
export type TicketField = (typeof ticketFields)[number];
export type TicketFieldErrors = Partial<Record<TicketField, string>>;

const isTicketField = (value: unknown): value is TicketField =>
  typeof value === "string" && (ticketFields as readonly string[]).includes(value);

const requiredText: Record<TicketField, string> = {
  email: "Enter your email address so we can reply, e.g. name@example.com.",
  subject: "Enter a subject for your ticket.",
  description: "Describe the issue so Agent Zero can analyse it.",
  category: "Choose a category.",
  priority: "Choose a priority.",
};

/** Our own check before sending, with messages a reader can act on. */
export function validateTicket(form: SupportTicketForm): TicketFieldErrors {
  const result = supportTicketSchema.safeParse(supportTicketFormInput(form));
  if (result.success) return {};
  const errors: TicketFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isTicketField(field) || errors[field]) continue;
    if (issue.code === "too_big" && (field === "subject" || field === "description")) {
      errors[field] = `Keep the ${field} under ${supportTicketLimits[field]} characters.`;
    } else if (field === "email" && form.email.trim() !== "") {
      errors.email = "That email address does not look right; use the form name@example.com.";
    } else {
      errors[field] = requiredText[field];
    }
  }
  return errors;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === "" ? trimmed : `${trimmed[0]?.toUpperCase()}${trimmed.slice(1)}`;
}

/** The field issues of an `invalid_request` answer: core's `issueDetails`, `{path, message}` each. */
function fieldsFromDetails(details: unknown): TicketFieldErrors {
  const errors: TicketFieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const issue of details) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (isTicketField(path) && typeof message === "string" && message && !errors[path])
      errors[path] = sentence(message);
  }
  return errors;
}

export interface TicketSubmitFailure {
  fields: TicketFieldErrors;
  /** A message for the whole form when no field is to blame (network, server error). */
  form: string | null;
}

/** Turns a failed submission into field messages, or one form-level message. */
export function ticketSubmitFailure(error: unknown): TicketSubmitFailure {
  if (error instanceof HttpError && error.code === "invalid_request") {
    const fields = fieldsFromDetails(error.problem?.details);
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  return {
    fields: {},
    form: `Your ticket could not be sent. ${errorSentence(error)} Please try again.`,
  };
}
