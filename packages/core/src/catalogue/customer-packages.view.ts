import type { Personality } from "../schemas/personality.schema";
import { type CustomerPackage, customerPackages } from "./packages.data";
import { personalityCatalogue } from "./personalities.data";
import { findPersonality } from "./personality-lookup";

export interface CustomerPackageCard extends CustomerPackage {
  /** The sample personalities' names, in the package's order. */
  sampleNames: string[];
}

export function customerPackageCards(
  catalogue: readonly Personality[] = personalityCatalogue,
  packages: readonly CustomerPackage[] = customerPackages,
): CustomerPackageCard[] {
  return packages.map((pack) => ({
    ...pack,
    sampleNames: pack.personalityIds.flatMap((id) => findPersonality(id, catalogue)?.name ?? []),
  }));
}
