import {
  callApi,
  emptySupportTicketForm,
  type SupportTicketForm,
  type SupportTicketInput,
  supportTicketCategoryOptions,
  supportTicketFormInput,
  supportTicketPriorityOptions,
  supportTicketSchema,
  supportTicketSubmittedToast,
} from "@hub-of-minds/core";
import { type FormEvent, useState } from "react";
import { useToast } from "../../../toast/toaster";
import * as css from "../shared/showcase.css";
import { type TicketField, type TicketFieldErrors, ticketSubmitFailure, validateTicket } from "./ticket-errors";

export type SubmitTicket = (ticket: SupportTicketInput) => Promise<unknown>;

type FormState = "editing" | "sending";

/**
 * The ticket form: validated here, stored by the server, then the spec's toast and an empty form. Category
 * and priority are optional selections: they start on an empty choice; left empty, the schema files the ticket
 * under its defaults.
 */
const submitTicket: SubmitTicket = (ticket) => callApi("submitSupportTicket", { body: ticket });

export function TicketForm({ submit = submitTicket }: { submit?: SubmitTicket }) {
  const toast = useToast();
  const [form, setForm] = useState<SupportTicketForm>({ ...emptySupportTicketForm });
  const [errors, setErrors] = useState<TicketFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<FormState>("editing");

  const set = (field: TicketField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTicket(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setState("sending");
    try {
      await submit(supportTicketSchema.parse(supportTicketFormInput(form)));
      toast({ ...supportTicketSubmittedToast });
      setForm({ ...emptySupportTicketForm });
    } catch (error) {
      const failure = ticketSubmitFailure(error);
      setErrors(failure.fields);
      setFormError(failure.form);
    } finally {
      setState("editing");
    }
  };

  const describedBy = (field: TicketField) => (errors[field] ? `ticket-${field}-error` : undefined);
  const errorText = (field: TicketField) =>
    errors[field] ? (
      <p id={`ticket-${field}-error`} className={css.fieldError}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className={css.card} onSubmit={onSubmit} noValidate aria-labelledby="ticket-title" data-state={state}>
      <h3 id="ticket-title" className={css.cardTitle}>
        Submit a Support Ticket
      </h3>
      <p className={css.muted}>Fields marked * are required.</p>
      {formError ? (
        <p className={css.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={css.twoColumns}>
        <div className={css.field}>
          <label htmlFor="ticket-email" className={css.label}>
            Email Address *
          </label>
          <input
            id="ticket-email"
            type="email"
            required
            autoComplete="email"
            className={css.input}
            value={form.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            onChange={(event) => set("email", event.target.value)}
          />
          {errorText("email")}
        </div>
        <div className={css.field}>
          <label htmlFor="ticket-subject" className={css.label}>
            Subject *
          </label>
          <input
            id="ticket-subject"
            required
            className={css.input}
            value={form.subject}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy("subject")}
            onChange={(event) => set("subject", event.target.value)}
          />
          {errorText("subject")}
        </div>
        <div className={css.field}>
          <label htmlFor="ticket-category" className={css.label}>
            Category
          </label>
          <select
            id="ticket-category"
            className={css.select}
            value={form.category}
            aria-describedby={describedBy("category")}
            onChange={(event) => set("category", event.target.value)}
          >
            <option value="">Select a category</option>
            {supportTicketCategoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errorText("category")}
        </div>
        <div className={css.field}>
          <label htmlFor="ticket-priority" className={css.label}>
            Priority
          </label>
          <select
            id="ticket-priority"
            className={css.select}
            value={form.priority}
            aria-describedby={describedBy("priority")}
            onChange={(event) => set("priority", event.target.value)}
          >
            <option value="">Select a priority</option>
            {supportTicketPriorityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errorText("priority")}
        </div>
      </div>
      <div className={css.field}>
        <label htmlFor="ticket-description" className={css.label}>
          Description *
        </label>
        <textarea
          id="ticket-description"
          required
          className={css.textarea}
          value={form.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description")}
          onChange={(event) => set("description", event.target.value)}
        />
        {errorText("description")}
      </div>
      <div>
        <button type="submit" className={css.button.primary} disabled={state === "sending"}>
          {state === "sending" ? "Submitting..." : "Submit Ticket"}
        </button>
      </div>
    </form>
  );
}
