import { z } from "zod";

/** How many entries one personality's memory space holds; the oldest are not dropped: a write is refused. */
export const maxMemoryEntriesPerSpace = 1000;
export const maxMemoryEntryLength = 2000;

/**
 * Who an entry is about: a customer's own end-user id (OpenAI's `user`), a widget visitor (`visitor:...`) or
 * the signed-in account. Opaque to the hub.
 */
export const memorySubjectSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.:@-]+$/, "use letters, digits and . : @ - _");

export const memoryEntrySchema = z.object({
  id: z.number().int().positive(),
  personalityId: z.string(),
  subject: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemoryEntry = z.infer<typeof memoryEntrySchema>;
export const memoryEntryListSchema = z.array(memoryEntrySchema);

export const createMemoryEntrySchema = z.object({
  subject: memorySubjectSchema,
  content: z.string().trim().min(1).max(maxMemoryEntryLength),
});
export const updateMemoryEntrySchema = z.object({
  content: z.string().trim().min(1).max(maxMemoryEntryLength),
});
export const memoryQuerySchema = z.object({
  subject: memorySubjectSchema.optional(),
  q: z.string().trim().min(1).max(500).optional(),
});

export const forgetResultSchema = z.object({ deleted: z.number().int().nonnegative() });
