import { describe, expect, it } from "vitest";
import type { FaqItem } from "../schemas/faq.schema";
import { faqItems } from "./faq.data";
import { searchFaq } from "./faq-search";

const items: FaqItem[] = [
  { id: "a", question: "What is a Stream?", answer: "Thoughts.", category: "consciousness", tags: ["live"] },
  { id: "b", question: "Price?", answer: "Pro is $29 per month.", category: "general", tags: ["billing"] },
  { id: "c", question: "Embed?", answer: "Use a script tag.", category: "technical", tags: ["Widgets"] },
];
const ids = (found: FaqItem[]) => found.map((item) => item.id);

describe("searchFaq", () => {
  it("returns everything for a blank query and 'all'", () => {
    expect(ids(searchFaq(items, "", "all"))).toEqual(["a", "b", "c"]);
    expect(ids(searchFaq(items, "   ", "all"))).toEqual(["a", "b", "c"]);
  });

  it("matches question, answer or tag, ignoring case", () => {
    expect(ids(searchFaq(items, "stream", "all"))).toEqual(["a"]);
    expect(ids(searchFaq(items, "PER MONTH", "all"))).toEqual(["b"]);
    expect(ids(searchFaq(items, "widget", "all"))).toEqual(["c"]);
  });

  it("combines the query with the category", () => {
    expect(ids(searchFaq(items, "", "general"))).toEqual(["b"]);
    expect(ids(searchFaq(items, "stream", "general"))).toEqual([]);
    expect(ids(searchFaq(items, "?", "technical"))).toEqual(["c"]);
  });

  it("finds the pricing answer in the real items", () => {
    expect(ids(searchFaq(faqItems, "enterprise", "general"))).toEqual(["pricing"]);
  });
});
