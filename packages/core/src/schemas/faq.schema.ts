import { z } from "zod";

export const faqCategories = ["general", "personalities", "technical", "consciousness", "cosmic"] as const;
export const faqCategorySchema = z.enum(faqCategories);
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** One expandable FAQ item (spec 001, section 3). */
export const faqItemSchema = z.object({
  id: z.string().min(1),
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(3000),
  category: faqCategorySchema,
  /** Searched like the question and answer. */
  tags: z.array(z.string().trim().min(1).max(40)).min(1),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
