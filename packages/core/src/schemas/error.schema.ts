import { z } from "zod";

/** Every error the server answers: HTTP status plus this JSON body. */
export const apiErrorSchema = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
