import {
  type ClusterApp,
  type ClusterAppCategory,
  type ClusterAppPricing,
  type CustomerApp,
  dependentsOf,
  missingDependencies,
} from "@hub-of-minds/core";

export const allCategories = "all";

/** Ids of the installed apps: only an active installation record counts (spec 000, section 4). */
export function installedAppIds(records: readonly CustomerApp[]): string[] {
  return records.filter((record) => record.isActive).map((record) => record.appId);
}

/** 'All Categories' plus the categories the apps use, in first-seen order. */
export function categoryOptions(apps: readonly ClusterApp[]): ClusterAppCategory[] {
  return [...new Set(apps.map((app) => app.category))];
}

/** Search matches name or description, case-insensitively; then the category filter. */
export function filterClusterApps(apps: readonly ClusterApp[], search: string, category: string): ClusterApp[] {
  const needle = search.trim().toLowerCase();
  return apps.filter(
    (app) =>
      (category === allCategories || app.category === category) &&
      (needle === "" ||
        app.displayName.toLowerCase().includes(needle) ||
        app.description.toLowerCase().includes(needle)),
  );
}

export function priceLabel(pricing: ClusterAppPricing): string {
  return pricing.type === "free" ? "Free" : `$${pricing.price}`;
}

function names(ids: readonly string[], apps: readonly ClusterApp[]): string {
  const byId = new Map(apps.map((app) => [app.id, app.displayName]));
  return ids.map((id) => byId.get(id) ?? id).join(", ");
}

/** The app ids a 409 names in its details (`missingDependencies` or `dependents`), if it names any. */
export function conflictAppIds(details: unknown, key: "missingDependencies" | "dependents"): string[] | null {
  const ids = typeof details === "object" && details !== null ? (details as Record<string, unknown>)[key] : null;
  return Array.isArray(ids) && ids.every((id) => typeof id === "string") ? ids : null;
}

/**
 * Why an install was refused (409): the apps still missing, by name. The server's list wins; without one
 * they are worked out from the dependency graph and what is installed.
 */
export function installConflictText(
  appId: string,
  apps: readonly ClusterApp[],
  installed: readonly string[],
  serverMissing: readonly string[] | null = null,
): string {
  const app = apps.find((candidate) => candidate.id === appId);
  const missing = serverMissing ?? missingDependencies(appId, installed, apps);
  if (missing.length === 0) return `${app?.displayName ?? appId} cannot be installed right now.`;
  return `${app?.displayName ?? appId} needs ${names(missing, apps)} installed first.`;
}

/** Why an uninstall was refused (409): the installed apps that depend on it, by name. */
export function uninstallConflictText(
  appId: string,
  apps: readonly ClusterApp[],
  installed: readonly string[],
  serverDependents: readonly string[] | null = null,
): string {
  const app = apps.find((candidate) => candidate.id === appId);
  const dependents = serverDependents ?? dependentsOf(appId, installed, apps);
  if (dependents.length === 0) return `${app?.displayName ?? appId} cannot be uninstalled right now.`;
  return `${names(dependents, apps)} ${dependents.length === 1 ? "depends" : "depend"} on ${app?.displayName ?? appId}: uninstall ${dependents.length === 1 ? "it" : "them"} first.`;
}
