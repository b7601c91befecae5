import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's violations on the page as it is now, one line each: "rule: target"; `tags` narrows the rules. */
export async function axeViolations(page: Page, tags?: readonly string[]): Promise<string[]> {
  // Evaluated through the DevTools protocol: an inline <script> tag is (rightly) refused by the site's CSP.
  await page.evaluate(axeSource);
  return page.evaluate(async (runOnly) => {
    // Entrance animations (a card fading in) end first: mid-fade, text has a contrast it never keeps.
    // Endless ones (a pulse) are left running.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { id: string; nodes: { target: unknown[] }[] }[];
    }
    const result = await axe.run(document, runOnly ? { runOnly } : {});
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
    );
  }, tags);
}

/** Errors other than the HTTP answers a test provokes on purpose (by URL part and status). */
export function unexpected(errors: readonly string[], allowed: readonly string[] = []): string[] {
  return errors.filter((error) => !allowed.some((part) => error.includes(part)));
}

/** Signs in through the dialog the hub opens on a 401. */
export async function signInThroughDialog(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Administrator sign-in" });
  await dialog.waitFor();
  await dialog.getByLabel("Administrator password").fill(password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** The text of the toast shown now (title and description). */
export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByRole("status").filter({ hasText: title }).first();
  await toast.waitFor();
  return ((await toast.textContent()) ?? "").replace(/\s*×\s*$/, "").trim();
}
