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

  it("reads zod issue arrays", () => {
    const error = http(400, { error: "Invalid ticket", details: [{ path: ["email"], message: "invalid email" }] });
    expect(ticketSubmitFailure(error)).toEqual({ fields: { email: "Invalid email" }, form: null });
  });

  it("reads flattened field errors and plain records", () => {
    const flat = http(400, { error: "Invalid", details: { fieldErrors: { subject: ["subject is required"] } } });
    expect(ticketSubmitFailure(flat).fields).toEqual({ subject: "Subject is required" });
    const plain = http(400, { error: "Invalid", details: { description: "description is required" } });
    expect(ticketSubmitFailure(plain).fields).toEqual({ description: "Description is required" });
  });

  it("falls back to one form message", () => {
    expect(ticketSubmitFailure(http(500, { error: "Database unavailable" }))).toEqual({
      fields: {},
      form: "Your ticket could not be sent: Database unavailable. Please try again.",
    });
    expect(ticketSubmitFailure(new TypeError("Failed to fetch")).form).toBe(
      "Your ticket could not be sent: Failed to fetch. Please try again.",
    );
  });
});
