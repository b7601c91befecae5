import type { AiModel } from "@hub-of-minds/core";

export interface CatalogueFilter {
  /** Matched, any case, against the name, description, traits and every expertise item. */
  query: string;
  /** A category, or "all". */
  category: string;
}

/** The personalities a search and a category leave, in their catalogue order. */
export function filterCatalogue(models: readonly AiModel[], { query, category }: CatalogueFilter): AiModel[] {
  const needle = query.trim().toLowerCase();
  return models.filter((model) => {
    if (category !== "all" && model.category !== category) return false;
    if (!needle) return true;
    return [model.displayName, model.description, ...model.personalityTraits.primary, ...model.expertise].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}
