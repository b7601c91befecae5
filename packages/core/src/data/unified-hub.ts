import type { HubBrand, HubEntry } from "../schemas/hub-entry.schema";

/** The brand filter buttons, in display order; Unified Hub is the default (spec 000). */
export const hubBrandFilters = [
  { id: "nextxus", label: "NextXus Platform" },
  { id: "humancodex", label: "HumanCodeX Suite" },
  { id: "unified", label: "Unified Hub" },
] as const;
export type HubBrandFilter = (typeof hubBrandFilters)[number]["id"];
export const defaultHubBrandFilter: HubBrandFilter = "unified";

export const unifiedHubConstants = {
  aiPersonalities: 56,
  clusterApps: 8,
  backgroundRotationMs: 4000,
  backgroundImages: 6,
} as const;

/** Unified shows every entry; a brand shows its own entries plus the shared ones. */
export function filterHubEntries(entries: readonly HubEntry[], filter: HubBrandFilter): HubEntry[] {
  if (filter === "unified") return [...entries];
  const brands: readonly HubBrand[] = [filter, "shared"];
  return entries.filter((entry) => brands.includes(entry.brand));
}

export type HubEntryAction =
  | { kind: "launch"; label: "Launch"; href: string }
  | { kind: "disabled"; label: "In Development" | "Coming Soon" }
  /** Active but with nowhere to go: no button. */
  | { kind: "none" };

export function hubEntryAction(entry: HubEntry): HubEntryAction {
  switch (entry.status) {
    case "active":
      return entry.url ? { kind: "launch", label: "Launch", href: entry.url } : { kind: "none" };
    case "developing":
      return { kind: "disabled", label: "In Development" };
    case "planned":
      return { kind: "disabled", label: "Coming Soon" };
  }
}

export interface UnifiedHubStats {
  totalApps: number;
  activeSystems: number;
  aiPersonalities: number;
  clusterApps: number;
}

/** The four stat cards, counted over the entries currently shown. */
export function unifiedHubStats(shown: readonly HubEntry[]): UnifiedHubStats {
  return {
    totalApps: shown.length,
    activeSystems: shown.filter((entry) => entry.status === "active").length,
    aiPersonalities: unifiedHubConstants.aiPersonalities,
    clusterApps: unifiedHubConstants.clusterApps,
  };
}
