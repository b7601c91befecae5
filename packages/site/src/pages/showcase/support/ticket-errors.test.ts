import { HttpError } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { ticketSubmitFailure, validateTicket } from "./ticket-errors";

const good = {
  email: "ada@example.com",
  subject: "Streams",
  description: "They stopped",
  category: "technical",
  priority: "normal",
};

describe("ticket validation", () => {
  it("accepts a complete ticket", () => {
    expect(validateTicket(good)).toEqual({});
  });

  it("accepts a ticket with no category or priority chosen (spec 001: not required)", () => {
    expect(validateTicket({ ...good, category: "", priority: "" })).toEqual({});
  });

  it("names each missing or malformed field", () => {
    expect(validateTicket({ ...good, email: "", subject: " ", description: "" })).toEqual({
      email: "Enter your email address so we can reply, e.g. name@example.com.",
      subject: "Enter a subject for your ticket.",
      description: "Describe the issue so Agent Zero can analyse it.",
    });
    expect(validateTicket({ ...good, email: "not-an-email" })).toEqual({
      email: "That email address does not look right; use the form name@example.com.",
    });
    expect(validateTicket({ ...good, subject: "x".repeat(201) })).toEqual({
      subject: "Keep the subject under 200 characters.",
    });
  });
});

describe("server failures", () => {
  const http = (status: number, body: unknown) => new HttpError(status, "Bad Request", JSON.stringify(body));

  it("reads the field issues of an invalid_request answer", () => {
    const error = http(400, {
      code: "invalid_request",
      message: "Invalid request body",
      details: [
        { path: "email", message: "invalid email" },
        { path: "email", message: "second issue is not shown" },
        { path: "unknownField", message: "ignored" },
      ],
    });
    expect(ticketSubmitFailure(error)).toEqual({ fields: { email: "Invalid email" }, form: null });
  });

  it("reads no fields out of another code", () => {
    const other = http(413, {
      code: "payload_too_large",
      message: "Too large",
      details: [{ path: "email", message: "x" }],
    });
    expect(ticketSubmitFailure(other)).toEqual({
      fields: {},
      form: "Your ticket could not be sent. Too large. Please try again.",
    });
  });

  it("falls back to one form message", () => {
    expect(ticketSubmitFailure(http(500, { code: "internal_error", message: "Database unavailable" }))).toEqual({
      fields: {},
      form: "Your ticket could not be sent. Database unavailable. Please try again.",
    });
    expect(ticketSubmitFailure(new TypeError("Failed to fetch")).form).toBe(
      "Your ticket could not be sent. The server could not be reached. Check your connection. Please try again.",
    );
  });
});
