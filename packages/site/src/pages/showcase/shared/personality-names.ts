import { personalityCatalogue } from "@hub-of-minds/core";

/** All 56 names from the one catalogue, for the engines that credit a personality. */
export const allPersonalityNames: readonly string[] = personalityCatalogue.map((personality) => personality.name);
