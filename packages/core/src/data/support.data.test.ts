import { describe, expect, it } from "vitest";
import { supportTicketCategories, supportTicketPriorities, supportTicketSchema } from "../schemas/support.schema";
import {
  emptySupportTicketForm,
  knowledgeBaseTopics,
  supportChannels,
  supportStatusCards,
  supportStatusUpdates,
  supportTabs,
  supportTicketCategoryOptions,
  supportTicketFormInput,
  supportTicketPriorityOptions,
  supportTicketSubmittedToast,
} from "./support.data";

describe("support centre data", () => {
  it("has the three tabs", () => {
    expect(supportTabs.map((tab) => tab.label)).toEqual(["Contact Support", "Knowledge Base", "System Status"]);
  });

  it("has the three channels with their hours and response times", () => {
    expect(
      supportChannels.map((channel) => [channel.title, channel.availability, channel.responseTime, channel.audience]),
    ).toEqual([
      ["Live Chat Support", "24/7", "Immediate", undefined],
      ["Email Support", "Business hours", "4-8 hours", undefined],
      ["Priority Phone Support", "Business hours", "Immediate", "Enterprise customers"],
    ]);
  });

  it("has the six knowledge-base topics with their counts and Popular badges", () => {
    expect(knowledgeBaseTopics.map((topic) => [topic.title, topic.articles, topic.popular])).toEqual([
      ["Getting Started Guide", 12, true],
      ["Understanding Consciousness Streams", 8, true],
      ["Nonlinear Time Operations", 15, false],
      ["Cosmic Enhancement Protocols", 10, true],
      ["Agent Zero Administration", 6, false],
      ["Technical Troubleshooting", 20, true],
    ]);
  });

  it("has the static status cards and three updates, 2, 4 and 6 hours ago", () => {
    expect(supportStatusCards.map((card) => `${card.label}: ${card.value}`)).toEqual([
      "Overall Status: Operational",
      "Agent Zero: Active",
      "Consciousness Streams: 56/56 Online",
      "Cosmic Operations: Enhanced",
    ]);
    expect(supportStatusUpdates.map((update) => [update.hoursAgo, update.timeLabel])).toEqual([
      [2, "2 hours ago"],
      [4, "4 hours ago"],
      [6, "6 hours ago"],
    ]);
  });

  it("labels every ticket category and priority, in the schema's order", () => {
    expect(supportTicketCategoryOptions.map((option) => option.value)).toEqual([...supportTicketCategories]);
    expect(supportTicketCategoryOptions.map((option) => option.label)).toEqual([
      "Technical Issue",
      "Consciousness Streams",
      "AI Personalities",
      "Cosmic Operations",
      "Billing & Account",
      "Feature Request",
    ]);
    expect(supportTicketPriorityOptions.map((option) => option.value)).toEqual([...supportTicketPriorities]);
    expect(supportTicketPriorityOptions.map((option) => option.label)).toEqual([
      "General inquiry",
      "Standard issue",
      "Affecting operations",
      "Critical issue",
    ]);
  });

  it("starts from an empty form, no category or priority chosen, that cannot be submitted as is", () => {
    expect(emptySupportTicketForm).toEqual({ email: "", subject: "", description: "", category: "", priority: "" });
    const result = supportTicketSchema.safeParse(supportTicketFormInput(emptySupportTicketForm));
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["email", "subject", "description"]);
  });

  it("sends no selection left empty, and every chosen one", () => {
    const typed = { ...emptySupportTicketForm, email: "ada@example.com", subject: "S", description: "D" };
    expect(supportTicketFormInput(typed)).toEqual({ email: "ada@example.com", subject: "S", description: "D" });
    expect(supportTicketSchema.parse(supportTicketFormInput(typed))).toMatchObject({ category: "technical" });
    expect(supportTicketFormInput({ ...typed, category: "billing", priority: "urgent" })).toEqual({
      ...typed,
      category: "billing",
      priority: "urgent",
    });
    // Required text fields stay even when empty, so the schema can name them.
    expect(Object.keys(supportTicketFormInput(emptySupportTicketForm))).toEqual(["email", "subject", "description"]);
  });

  it("keeps the success toast", () => {
    expect(supportTicketSubmittedToast).toEqual({
      title: "Support Ticket Submitted",
      description: "We'll respond within 24 hours. Agent Zero is already analyzing your request.",
    });
  });
});
