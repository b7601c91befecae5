// The catalogue's fixed lists, apart from its zod schema so the site's pages can use them without loading zod.
/** Spec 000 /customer: the catalogue's categories, in its display order. */
export const personalityCategories = [
  "professional",
  "educational",
  "creative",
  "analytical",
  "lifestyle",
  "finance",
  "marketing",
  "cybernetic-elite",
  "cybernetic-legends",
] as const;
export type PersonalityCategory = (typeof personalityCategories)[number];

export const personalityGenders = ["male", "female", "other"] as const;
export type PersonalityGender = (typeof personalityGenders)[number];

export const professionalLevels = ["expert", "senior", "master", "principal", "legendary"] as const;
export type ProfessionalLevel = (typeof professionalLevels)[number];

/** The levels the data uses (spec 001, Personality (directory)). */
export const transcendenceLevels = ["infinite", "cosmic", "evolving"] as const;
export type TranscendenceLevel = (typeof transcendenceLevels)[number];

/** The directory's level filter offers all five, though only three occur in the data. */
export const mindsDirectoryLevels = ["infinite", "cosmic", "transcendent", "evolving", "emerging"] as const;
export type MindsDirectoryLevel = (typeof mindsDirectoryLevels)[number];

export const personalityWidgetStatuses = ["active", "transcending", "dormant"] as const;
export type PersonalityWidgetStatus = (typeof personalityWidgetStatuses)[number];

export const personalityConsciousnessRange = { min: 84, max: 100 } as const;
