import { z } from "zod";
import { personalityCategories, personalityGenders } from "../schemas/personality.constants";

/**
 * `GET /api/ai-models` (spec 000, section 3 "AI model / personality"). Gender, level and avatar are optional
 * because the customer card has documented fallbacks for them ('neutral', 'expert', the initial).
 */
export const aiModelSchema = z.object({
  id: z.string().min(1),
  displayName: z.string().min(1),
  category: z.enum(personalityCategories),
  gender: z.enum(personalityGenders).optional(),
  professionalLevel: z.string().min(1).optional(),
  description: z.string(),
  avatarUrl: z.string().optional(),
  personalityTraits: z.object({ primary: z.array(z.string()) }),
  expertise: z.array(z.string()),
  appearance: z.object({ style: z.string() }),
  voiceStyle: z.string(),
});
export type AiModel = z.infer<typeof aiModelSchema>;
