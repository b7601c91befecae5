import {
  type ClusterApp,
  type ClusterAppCategory,
  type ClusterAppPricing,
  type CustomerApp,
  dependentsOf,
  HttpError,
  missingDependencies,
  serverErrorMessage,
  toastMessages,
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

interface FailedToast {
  title: string;
  description: string;
  variant: "destructive";
  /** The second line: what was in the way, under spec 000's own description. */
  detail?: string;
}

/**
 * Spec 000's 'Installation Failed' toast, its title and description unchanged; a refusal's reason (the apps
 * still missing, the server's message otherwise) is a second line. A 401 is the sign-in's business.
 */
export function installFailedToast(
  error: unknown,
  appId: string,
  apps: readonly ClusterApp[],
  installed: readonly string[],
): FailedToast {
  const base = toastMessages.appInstallFailed;
  if (!(error instanceof HttpError) || error.status === 401) return { ...base };
  const detail =
    error.code === "missing_dependencies"
      ? installConflictText(appId, apps, installed, conflictAppIds(error.problem?.details, "missingDependencies"))
      : serverErrorMessage(error, error.message);
  return { ...base, detail };
}

/** The uninstall's failure toast, the same way: spec 000's texts, then the dependents in the way on a 409. */
export function uninstallFailedToast(
  error: unknown,
  appId: string,
  apps: readonly ClusterApp[],
  installed: readonly string[],
): FailedToast {
  const base = toastMessages.appUninstallFailed;
  if (!(error instanceof HttpError) || error.code !== "app_has_dependents") return { ...base };
  const dependents = conflictAppIds(error.problem?.details, "dependents");
  return { ...base, detail: uninstallConflictText(appId, apps, installed, dependents) };
}
