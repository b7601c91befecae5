import { z } from "zod";

export const imageModels = ["dall-e-3", "dall-e-2"] as const;
export const imageSizes = ["1024x1024", "1792x1024", "1024x1792"] as const;
export const imageQualities = ["standard", "hd"] as const;

/** Both image paths take this body (spec 000 sends prompt/size/quality, spec 001 adds model and n). */
export const imageGenerationRequestSchema = z
  .object({
    prompt: z.string().trim().min(1).max(4_000),
    size: z.enum(imageSizes),
    quality: z.enum(imageQualities),
    model: z.enum(imageModels).optional(),
    n: z.number().int().min(1).max(4).optional(),
  })
  .refine((body) => (body.model ?? "dall-e-3") !== "dall-e-3" || (body.n ?? 1) === 1, {
    message: "dall-e-3 makes one image per request",
    path: ["n"],
  });
export type ImageGenerationRequest = z.infer<typeof imageGenerationRequestSchema>;

/** The answer; the panel shows `data[0].url`. */
export const imageGenerationResponseSchema = z.object({
  data: z.array(z.object({ url: z.string().min(1), revised_prompt: z.string().optional() })).min(1),
});
export type ImageGenerationResponse = z.infer<typeof imageGenerationResponseSchema>;
