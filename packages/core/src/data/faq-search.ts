import type { FaqCategory, FaqItem } from "../schemas/faq.schema";

/**
 * The FAQ filter (spec 001): a case-insensitive substring of the question, answer or a tag, within
 * one category or 'all'. A blank query matches every item of the category.
 */
export function searchFaq(items: readonly FaqItem[], query: string, category: FaqCategory | "all"): FaqItem[] {
  const needle = query.trim().toLowerCase();
  return items.filter((item) => {
    if (category !== "all" && item.category !== category) return false;
    if (needle === "") return true;
    return [item.question, item.answer, ...item.tags].some((text) => text.toLowerCase().includes(needle));
  });
}
