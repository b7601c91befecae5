import { personalityCatalogue } from "@hub-of-minds/core";
import type { CatalogueStats } from "./services/overview.service";

/**
 * The catalogue's share of the overview: breakthroughs are the personalities' recorded achievements,
 * the knowledge graph's categories and relationships are the catalogue's categories and links.
 */
export function catalogueStats(catalogue = personalityCatalogue): CatalogueStats {
  return {
    breakthroughs: catalogue.reduce((sum, p) => sum + p.achievements.length, 0),
    categories: new Set(catalogue.map((p) => p.category)).size,
    relationships: catalogue.reduce((sum, p) => sum + p.relationships.length, 0),
  };
}
