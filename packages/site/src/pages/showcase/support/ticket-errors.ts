import {
  HttpError,
  type SupportTicketForm,
  serverErrorMessage,
  supportTicketFormInput,
  supportTicketLimits,
  supportTicketSchema,
} from "@hub-of-minds/core";

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

/** Reads `details` of the server's `{error, details}` in the shapes a validator produces. */
function fieldsFromDetails(details: unknown): TicketFieldErrors {
  const errors: TicketFieldErrors = {};
  const add = (field: unknown, message: unknown) => {
    const text = Array.isArray(message) ? message[0] : message;
    if (isTicketField(field) && typeof text === "string" && text && !errors[field]) errors[field] = sentence(text);
  };
  if (Array.isArray(details)) {
    for (const issue of details) {
      if (issue && typeof issue === "object") {
        const { path, field, message } = issue as { path?: unknown; field?: unknown; message?: unknown };
        add(Array.isArray(path) ? path[0] : (path ?? field), message);
      }
    }
  } else if (details && typeof details === "object") {
    const record = details as Record<string, unknown>;
    const nested = record.fieldErrors;
    const source = nested && typeof nested === "object" ? (nested as Record<string, unknown>) : record;
    for (const [field, message] of Object.entries(source)) add(field, message);
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
  if (error instanceof HttpError) {
    let details: unknown;
    try {
      details = (JSON.parse(error.body) as { details?: unknown }).details;
    } catch {
      details = undefined;
    }
    const fields = fieldsFromDetails(details);
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  return {
    fields: {},
    form: `Your ticket could not be sent: ${serverErrorMessage(error, "the server did not answer")}. Please try again.`,
  };
}
