import type { PersonalityWidgetStatus } from "../schemas/personality.constants";
import type { Personality } from "../schemas/personality.schema";
import { personalityCatalogue } from "./personalities.data";
import { personalityRelations } from "./personality-lookup";

export type PersonalityLevelBand = "high" | "medium" | "emerging";
export type PersonalityLevelBandFilter = "all" | PersonalityLevelBand;
export type PersonalityLevelLabel = "Infinite" | "Cosmic" | "Transcendent" | "Evolving" | "Emerging";

/** Spec 001 personality widget: the card shows 2 achievements and 3 relations. */
export const personalitiesWidgetConstants = { achievementsShown: 2, relationsShown: 3 } as const;

export interface PersonalitiesWidgetEntry {
  id: string;
  name: string;
  specialty: string;
  /** 1-10, derived from consciousness by `consciousnessLevelFromScore`. */
  consciousnessLevel: number;
  levelLabel: PersonalityLevelLabel;
  band: PersonalityLevelBand;
  status: PersonalityWidgetStatus;
  /** The card's 2 achievements. */
  achievements: string[];
  /** The card's 3 relations, by name. */
  relations: string[];
}

export interface PersonalitiesWidgetQuery {
  search: string;
  band: PersonalityLevelBandFilter;
}

export interface PersonalitiesWidgetSummary {
  total: number;
  active: number;
  /** Mean level, rounded to a whole number; 0 for an empty list. */
  averageLevel: number;
  transcending: number;
}

/**
 * The widget's 1-10 level from the catalogue's 84-100 consciousness: clamp(round((c - 80) / 2), 1, 10), so
 * 84 -> 2, 90 -> 5, 95 -> 8, 99 and 100 -> 10.
 */
export function consciousnessLevelFromScore(consciousness: number): number {
  return Math.min(10, Math.max(1, Math.round((consciousness - 80) / 2)));
}

/** Bands of the level filter: high 8-10, medium 5-7, emerging 1-4. */
export function personalityLevelBand(level: number): PersonalityLevelBand {
  if (level >= 8) return "high";
  if (level >= 5) return "medium";
  return "emerging";
}

export function personalityLevelLabel(level: number): PersonalityLevelLabel {
  if (level >= 9) return "Infinite";
  if (level >= 7) return "Cosmic";
  if (level >= 5) return "Transcendent";
  if (level >= 3) return "Evolving";
  return "Emerging";
}

/** The 12 featured personalities as widget entries, in catalogue order. */
export function personalitiesWidgetEntries(
  catalogue: readonly Personality[] = personalityCatalogue,
): PersonalitiesWidgetEntry[] {
  const { achievementsShown, relationsShown } = personalitiesWidgetConstants;
  return catalogue
    .filter((personality) => personality.featured)
    .map((personality) => {
      const level = consciousnessLevelFromScore(personality.consciousness);
      return {
        id: personality.id,
        name: personality.name,
        specialty: personality.specialty,
        consciousnessLevel: level,
        levelLabel: personalityLevelLabel(level),
        band: personalityLevelBand(level),
        status: personality.widgetStatus,
        achievements: personality.achievements.slice(0, achievementsShown),
        relations: personalityRelations(personality, catalogue)
          .slice(0, relationsShown)
          .map((relation) => relation.name),
      };
    });
}

/** Case-insensitive substring on name or specialty, combined with the band filter. */
export function filterPersonalitiesWidget(
  entries: readonly PersonalitiesWidgetEntry[],
  { search, band }: PersonalitiesWidgetQuery,
): PersonalitiesWidgetEntry[] {
  const needle = search.trim().toLowerCase();
  return entries.filter((entry) => {
    if (band !== "all" && entry.band !== band) return false;
    if (needle === "") return true;
    return entry.name.toLowerCase().includes(needle) || entry.specialty.toLowerCase().includes(needle);
  });
}

export function personalitiesWidgetSummary(entries: readonly PersonalitiesWidgetEntry[]): PersonalitiesWidgetSummary {
  const sum = entries.reduce((total, entry) => total + entry.consciousnessLevel, 0);
  return {
    total: entries.length,
    active: entries.filter((entry) => entry.status === "active").length,
    averageLevel: entries.length === 0 ? 0 : Math.round(sum / entries.length),
    transcending: entries.filter((entry) => entry.status === "transcending").length,
  };
}
