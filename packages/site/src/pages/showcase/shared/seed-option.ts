import type { EngineStoreOptions } from "@hub-of-minds/core";
import { useSearch } from "wouter";

/** Reads `seed=<integer>` from a query string; anything else means a fresh random run. */
export function seedOption(search: string): EngineStoreOptions {
  const value = new URLSearchParams(search).get("seed")?.trim();
  const seed = value ? Number(value) : Number.NaN;
  return Number.isSafeInteger(seed) ? { seed } : {};
}

/**
 * `?seed=<integer>` fixes a live showcase page's random source (demos, tests), as the widgets' `seed`
 * attribute does; without it every visit is a fresh run. Read once, when the page's engine starts.
 */
export function useSeedOption(): EngineStoreOptions {
  return seedOption(useSearch());
}
