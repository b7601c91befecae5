import { describe, expect, it } from "vitest";
import { supportTicketSchema } from "./support.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const ticket = { email: "ada@example.com", subject: "Streams stalled", description: "Nothing since noon." };

describe("support ticket schema", () => {
  it("fills the default category and priority", () => {
    expect(supportTicketSchema.parse(ticket)).toEqual({ ...ticket, category: "technical", priority: "normal" });
  });

  it("keeps chosen options and trims text", () => {
    const parsed = supportTicketSchema.parse({
      email: " ada@example.com ",
      subject: "  Invoice  ",
      description: " Twice charged ",
      category: "billing",
      priority: "urgent",
    });
    expect(parsed).toEqual({
      email: "ada@example.com",
      subject: "Invoice",
      description: "Twice charged",
      category: "billing",
      priority: "urgent",
    });
  });

  it("names a bad email, an empty subject and an empty description", () => {
    expect(paths(supportTicketSchema.safeParse({ ...ticket, email: "ada@" }))).toEqual(["email"]);
    expect(paths(supportTicketSchema.safeParse({ ...ticket, subject: "   " }))).toEqual(["subject"]);
    expect(paths(supportTicketSchema.safeParse({ ...ticket, description: "" }))).toEqual(["description"]);
    expect(paths(supportTicketSchema.safeParse({}))).toEqual(["email", "subject", "description"]);
  });

  it("names text over its limit", () => {
    expect(paths(supportTicketSchema.safeParse({ ...ticket, subject: "x".repeat(201) }))).toEqual(["subject"]);
    expect(paths(supportTicketSchema.safeParse({ ...ticket, description: "x".repeat(5001) }))).toEqual(["description"]);
    expect(supportTicketSchema.safeParse({ ...ticket, subject: "x".repeat(200) }).success).toBe(true);
  });

  it("names unknown options", () => {
    expect(paths(supportTicketSchema.safeParse({ ...ticket, category: "sales", priority: "asap" }))).toEqual([
      "category",
      "priority",
    ]);
  });
});
