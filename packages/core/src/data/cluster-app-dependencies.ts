import type { ClusterApp } from "../schemas/cluster-app.schema";
import { clusterApps } from "./cluster-apps.data";

/**
 * What installing `appId` still needs: every direct and indirect dependency not in `installedIds`,
 * ordered so each comes after the apps it needs (an install order).
 */
export function missingDependencies(
  appId: string,
  installedIds: readonly string[],
  apps: readonly ClusterApp[] = clusterApps,
): string[] {
  const byId = new Map(apps.map((app) => [app.id, app]));
  const installed = new Set(installedIds);
  const ordered: string[] = [];
  const seen = new Set<string>([appId]);
  const visit = (id: string): void => {
    for (const dependency of byId.get(id)?.dependencies ?? []) {
      if (seen.has(dependency)) continue;
      seen.add(dependency);
      visit(dependency);
      if (!installed.has(dependency)) ordered.push(dependency);
    }
  };
  visit(appId);
  return ordered;
}

/**
 * The installed apps that would break if `appId` were uninstalled: those needing it directly or
 * through other installed apps, in catalogue order.
 */
export function dependentsOf(
  appId: string,
  installedIds: readonly string[],
  apps: readonly ClusterApp[] = clusterApps,
): string[] {
  const installed = new Set(installedIds);
  const broken = new Set<string>([appId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const app of apps) {
      if (broken.has(app.id) || !installed.has(app.id)) continue;
      if (app.dependencies.some((dependency) => broken.has(dependency))) {
        broken.add(app.id);
        grew = true;
      }
    }
  }
  broken.delete(appId);
  return apps.filter((app) => broken.has(app.id)).map((app) => app.id);
}

/** The first dependency cycle found, as a path of ids ending where it started, or null when there is none. */
export function findDependencyCycle(apps: readonly ClusterApp[]): string[] | null {
  const byId = new Map(apps.map((app) => [app.id, app]));
  const done = new Set<string>();
  const walk = (id: string, path: string[]): string[] | null => {
    if (path.includes(id)) return [...path.slice(path.indexOf(id)), id];
    if (done.has(id)) return null;
    for (const dependency of byId.get(id)?.dependencies ?? []) {
      const cycle = walk(dependency, [...path, id]);
      if (cycle) return cycle;
    }
    done.add(id);
    return null;
  };
  for (const app of apps) {
    const cycle = walk(app.id, []);
    if (cycle) return cycle;
  }
  return null;
}
