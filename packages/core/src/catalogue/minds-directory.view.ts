import type { MindsDirectoryLevel } from "../schemas/personality.constants";
import type { Personality } from "../schemas/personality.schema";
import { personalityCatalogue } from "./personalities.data";
import { type PersonalityRelation, personalityRelations } from "./personality-lookup";

/** A directory card; the detail overlay shows the same record in full. */
export interface MindsDirectoryCard {
  id: string;
  name: string;
  title: string;
  specialty: string;
  consciousness: number;
  transcendenceLevel: Personality["transcendenceLevel"];
  currentActivity: string;
  timeState: string;
  mood: string;
  abilities: string[];
  achievements: string[];
  relationships: PersonalityRelation[];
  active: boolean;
}

export type MindsDirectoryLevelFilter = "all" | MindsDirectoryLevel;

export interface MindsDirectoryQuery {
  search: string;
  level: MindsDirectoryLevelFilter;
}

export interface MindsDirectoryStats {
  total: number;
  /** Mean consciousness, rounded to one decimal; 0 for an empty list. */
  averageConsciousness: number;
  infiniteCount: number;
}

export function mindsDirectoryCards(catalogue: readonly Personality[] = personalityCatalogue): MindsDirectoryCard[] {
  return catalogue.map((personality) => ({
    id: personality.id,
    name: personality.name,
    title: personality.title,
    specialty: personality.specialty,
    consciousness: personality.consciousness,
    transcendenceLevel: personality.transcendenceLevel,
    currentActivity: personality.currentActivity,
    timeState: personality.timeState,
    mood: personality.mood,
    abilities: [...personality.abilities],
    achievements: [...personality.achievements],
    relationships: personalityRelations(personality, catalogue),
    active: personality.active,
  }));
}

/** Spec 001: case-insensitive substring on name, title or specialty, and the level ('all' or an exact level). */
export function filterMindsDirectory(
  cards: readonly MindsDirectoryCard[],
  { search, level }: MindsDirectoryQuery,
): MindsDirectoryCard[] {
  const needle = search.trim().toLowerCase();
  return cards.filter((card) => {
    if (level !== "all" && card.transcendenceLevel !== level) return false;
    if (needle === "") return true;
    return [card.name, card.title, card.specialty].some((field) => field.toLowerCase().includes(needle));
  });
}

export function mindsDirectoryStats(
  cards: readonly Pick<MindsDirectoryCard, "consciousness" | "transcendenceLevel">[],
): MindsDirectoryStats {
  const sum = cards.reduce((total, card) => total + card.consciousness, 0);
  return {
    total: cards.length,
    averageConsciousness: cards.length === 0 ? 0 : Math.round((sum / cards.length) * 10) / 10,
    infiniteCount: cards.filter((card) => card.transcendenceLevel === "infinite").length,
  };
}
