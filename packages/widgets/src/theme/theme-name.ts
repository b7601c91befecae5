import type { themeClass } from "./theme-classes.css";

export type ThemeName = keyof typeof themeClass;

/** `theme` attribute values: light, dark, or anything else meaning auto (follows the OS). */
export function resolveThemeName(value: string | undefined): ThemeName {
  return value === "light" || value === "dark" ? value : "auto";
}
