/**
 * The names of the 12 featured personalities, kept as a literal so an embeddable widget that only needs
 * names does not bundle the whole catalogue. featured-names.test.ts fails if it drifts from the catalogue.
 */
export const featuredPersonalityNames: readonly string[] = [
  "Marcus Vale",
  "Sophia Chen",
  "Aurora Blake",
  "Kairos Novak",
  "Cipher",
  "Lyra Santos",
  "Solace",
  "Orion Hale",
  "Eve",
  "Adam",
  "Genesis",
  "Aeon",
];
