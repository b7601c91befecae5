import { describe, expect, it } from "vitest";
import { faqItemSchema } from "./faq.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const item = { id: "q1", question: "Why?", answer: "Because.", category: "general", tags: ["why"] };

describe("faq item schema", () => {
  it("accepts an item", () => {
    expect(faqItemSchema.parse(item)).toEqual(item);
  });

  it("names an unknown category", () => {
    expect(paths(faqItemSchema.safeParse({ ...item, category: "billing" }))).toEqual(["category"]);
  });

  it("names wrong types, blank text and bad tags", () => {
    expect(paths(faqItemSchema.safeParse({ ...item, question: 1 }))).toEqual(["question"]);
    expect(paths(faqItemSchema.safeParse({ ...item, answer: " " }))).toEqual(["answer"]);
    expect(paths(faqItemSchema.safeParse({ ...item, tags: [] }))).toEqual(["tags"]);
    expect(paths(faqItemSchema.safeParse({ ...item, tags: ["ok", ""] }))).toEqual(["tags.1"]);
  });
});
