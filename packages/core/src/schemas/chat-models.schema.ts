import { z } from "zod";
import { providerIdSchema } from "./provider.schema";

/** One model the chat panel can pick now: a configured provider serves it and oversight allows it. */
export const chatModelEntrySchema = z.object({
  /** The gateway model id the chat sends: `gpt-4o`, `huggingface/<repo>`, `google/<model>`. */
  id: z.string().min(1),
  provider: providerIdSchema,
  /** What the picker shows. */
  name: z.string().min(1),
});
export type ChatModelEntry = z.infer<typeof chatModelEntrySchema>;

/** `GET /api/chat-models`: empty when no provider has a key. */
export const chatModelListSchema = z.object({ models: z.array(chatModelEntrySchema) });
export type ChatModelList = z.infer<typeof chatModelListSchema>;
