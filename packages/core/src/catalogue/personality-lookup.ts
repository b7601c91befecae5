import type { Personality } from "../schemas/personality.schema";
import { personalityCatalogue } from "./personalities.data";

export function findPersonality(
  id: string,
  catalogue: readonly Personality[] = personalityCatalogue,
): Personality | undefined {
  return catalogue.find((personality) => personality.id === id);
}

export interface PersonalityRelation {
  id: string;
  name: string;
}

/** The relationships of a personality with their names; ids missing from the catalogue are skipped. */
export function personalityRelations(
  personality: Personality,
  catalogue: readonly Personality[] = personalityCatalogue,
): PersonalityRelation[] {
  return personality.relationships.flatMap((id) => {
    const other = findPersonality(id, catalogue);
    return other ? [{ id, name: other.name }] : [];
  });
}
