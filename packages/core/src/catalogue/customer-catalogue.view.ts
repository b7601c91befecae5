import { avatarDataUrl } from "../avatar/avatar";
import { type PersonalityCategory, personalityCategories } from "../schemas/personality.constants";
import type { Personality } from "../schemas/personality.schema";
import type { AiModel } from "./ai-model.schema";
import { personalityCatalogue } from "./personalities.data";

export const aiModelAvatarSize = 96;

export function personalityToAiModel(personality: Personality): AiModel {
  return {
    id: personality.id,
    displayName: personality.name,
    category: personality.category,
    gender: personality.gender,
    professionalLevel: personality.professionalLevel,
    description: personality.description,
    avatarUrl: avatarDataUrl(personality, aiModelAvatarSize),
    personalityTraits: { primary: [...personality.traits] },
    expertise: [...personality.expertise],
    appearance: { style: personality.appearanceStyle },
    voiceStyle: personality.voiceStyle,
  };
}

/** The whole catalogue as AI models, in catalogue order. */
export function listAiModels(catalogue: readonly Personality[] = personalityCatalogue): AiModel[] {
  return catalogue.map(personalityToAiModel);
}

export const personalityCategoryLabels: Record<PersonalityCategory, string> = {
  professional: "Professional",
  educational: "Educational",
  creative: "Creative",
  analytical: "Analytical",
  lifestyle: "Lifestyle",
  finance: "Finance",
  marketing: "Marketing",
  "cybernetic-elite": "Cybernetic Elite",
  "cybernetic-legends": "Cybernetic Legends",
};

/** Spec 000 /customer: fixed badges, card fallbacks and the number of expertise items shown. */
export const customerCatalogueConstants = {
  maleBadge: 4,
  femaleBadge: 4,
  coreCount: 8,
  expertiseShown: 3,
  defaultGender: "neutral",
  defaultProfessionalLevel: "expert",
} as const;

export interface CustomerPersonalityCard {
  id: string;
  displayName: string;
  /** Shown when there is no avatar. */
  initial: string;
  avatarUrl: string | null;
  gender: string;
  professionalLevel: string;
  description: string;
  traits: string[];
  /** The first 3 expertise items. */
  expertise: string[];
  /** How many items the '+N more' hides; 0 when none. */
  moreExpertise: number;
  moreExpertiseLabel: string | null;
  appearanceStyle: string;
  voiceStyle: string;
}

export interface CustomerCatalogueGroup {
  category: PersonalityCategory;
  label: string;
  count: number;
  cards: CustomerPersonalityCard[];
}

export interface CustomerCatalogueBadges {
  total: number;
  male: number;
  female: number;
  /** Total minus the 8 core personalities. */
  specialists: number;
}

export interface CustomerCatalogueView {
  groups: CustomerCatalogueGroup[];
  badges: CustomerCatalogueBadges;
}

export function customerPersonalityCard(model: AiModel): CustomerPersonalityCard {
  const { expertiseShown, defaultGender, defaultProfessionalLevel } = customerCatalogueConstants;
  const more = Math.max(0, model.expertise.length - expertiseShown);
  return {
    id: model.id,
    displayName: model.displayName,
    initial: model.displayName.trim().charAt(0).toUpperCase(),
    avatarUrl: model.avatarUrl || null,
    gender: model.gender ?? defaultGender,
    professionalLevel: model.professionalLevel || defaultProfessionalLevel,
    description: model.description,
    traits: [...model.personalityTraits.primary],
    expertise: model.expertise.slice(0, expertiseShown),
    moreExpertise: more,
    moreExpertiseLabel: more > 0 ? `+${more} more` : null,
    appearanceStyle: model.appearance.style,
    voiceStyle: model.voiceStyle,
  };
}

/** The badges as the page prints them; male and female are fixed by the spec, not counted. */
export function customerCatalogueBadgeLabels(badges: CustomerCatalogueBadges): string[] {
  return [`Male: ${badges.male}`, `Female: ${badges.female}`, `Specialists: ${badges.specialists}`];
}

/**
 * The /customer catalogue from the `GET /api/ai-models` list: groups in the spec's category order, each with
 * its count, empty groups left out; models keep their order inside a group.
 */
export function customerCatalogueView(models: readonly AiModel[]): CustomerCatalogueView {
  const groups = personalityCategories.flatMap((category): CustomerCatalogueGroup[] => {
    const cards = models.filter((model) => model.category === category).map(customerPersonalityCard);
    return cards.length === 0
      ? []
      : [{ category, label: personalityCategoryLabels[category], count: cards.length, cards }];
  });
  const { maleBadge, femaleBadge, coreCount } = customerCatalogueConstants;
  return {
    groups,
    badges: {
      total: models.length,
      male: maleBadge,
      female: femaleBadge,
      specialists: Math.max(0, models.length - coreCount),
    },
  };
}
