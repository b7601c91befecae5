import { type ClusterApp, type ClusterInstall, missingDependencies } from "@hub-of-minds/core";

/** One app another needs, and whether it is there already. */
export interface NeededApp {
  app: ClusterApp;
  installed: boolean;
}

/** What installing an app involves, worked out from the catalogue and what is installed. */
export interface InstallPlan {
  app: ClusterApp;
  /** Every app it needs, directly or through another, in install order. */
  needs: NeededApp[];
  /** The needed apps not installed yet, in install order: they go in first, in the same request. */
  missing: ClusterApp[];
}

export function installPlan(app: ClusterApp, apps: readonly ClusterApp[], installed: readonly string[]): InstallPlan {
  const byId = new Map(apps.map((candidate) => [candidate.id, candidate]));
  const known = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  // With nothing installed, the missing dependencies are all of them, in install order.
  const needs = known(missingDependencies(app.id, [], apps)).map((needed) => ({
    app: needed,
    installed: installed.includes(needed.id),
  }));
  return { app, needs, missing: needs.filter((needed) => !needed.installed).map((needed) => needed.app) };
}

const dependencyCount = (count: number) => `${count} ${count === 1 ? "dependency" : "dependencies"}`;

/**
 * The Install button: its text, 'Install' or 'Install with N dependencies' when N apps go in first, and its
 * accessible name, which adds the app's (the cards' buttons are told apart by it) after the text, so a name
 * spoken from the screen still matches (WCAG 2.5.3).
 */
export function installAction(plan: InstallPlan): { label: string; accessibleName: string } {
  if (plan.missing.length === 0) return { label: "Install", accessibleName: `Install ${plan.app.displayName}` };
  const label = `Install with ${dependencyCount(plan.missing.length)}`;
  return { label, accessibleName: `${label}: ${plan.app.displayName}` };
}

/** A monthly amount in the card's '$price' form; a sum is rounded to cents (9.99 + 24.99 is not exact). */
function monthly(amount: number): string {
  const dollars = Math.round(amount * 100) / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}/month`;
}

const priceOf = (app: ClusterApp) => (app.pricing.type === "paid" ? app.pricing.price : 0);

export interface InstallConfirmation {
  title: string;
  description: string;
}

/**
 * The question asked before an install that costs money (the app or any app installed with it), or null for
 * a free one, which installs at once.
 */
export function installConfirmation(plan: InstallPlan): InstallConfirmation | null {
  const adding = [...plan.missing, plan.app];
  const total = adding.reduce((sum, app) => sum + priceOf(app), 0);
  if (total === 0) return null;
  const withDependencies = plan.missing.length === 0 ? "" : ` with ${dependencyCount(plan.missing.length)}`;
  const title = `Install ${plan.app.displayName}${withDependencies} for ${monthly(total)}?`;
  if (plan.missing.length === 0) return { title, description: "You can uninstall it at any time." };
  const each = (app: ClusterApp) =>
    `${app.displayName} (${app.pricing.type === "paid" ? monthly(app.pricing.price) : "Free"})`;
  return {
    title,
    description: `Installed first: ${plan.missing.map(each).join(", ")}. You can uninstall them at any time.`,
  };
}

/** The second line of spec 000's 'App Installed' toast when apps went in with it, by name. */
export function installedWithText(result: ClusterInstall): string | undefined {
  if (result.installedDependencies.length === 0) return undefined;
  return `Installed with it: ${result.installedDependencies.map((record) => record.app.displayName).join(", ")}.`;
}
