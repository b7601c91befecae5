import { createGlobalThemeContract } from "@vanilla-extract/css";

/**
 * The one theme contract of the site and the widgets. Every token is a `--hom-*` custom property, so a host
 * page themes an embedded widget by setting them on the element.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      bg: "color-bg",
      surface: "color-surface",
      surfaceMuted: "color-surface-muted",
      border: "color-border",
      text: "color-text",
      textMuted: "color-text-muted",
      accent: "color-accent",
      accentText: "color-accent-text",
      accentSoft: "color-accent-soft",
      success: "color-success",
      warning: "color-warning",
      danger: "color-danger",
      focus: "color-focus",
    },
    font: { body: "font-body", mono: "font-mono", size: "font-size" },
    radius: { sm: "radius-sm", md: "radius-md", lg: "radius-lg", pill: "radius-pill" },
    /** The base spacing unit: a widget's padding; its gaps are fractions of it. */
    space: "space",
  },
  (value) => `hom-${value}`,
);

const shared = {
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    size: "14px",
  },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  space: "16px",
};

export const darkTheme = {
  color: {
    bg: "#0b0d1a",
    surface: "#141830",
    surfaceMuted: "#1c2140",
    border: "#2b3160",
    text: "#eef0ff",
    textMuted: "#a9aed6",
    accent: "#8b7bff",
    accentText: "#0b0d1a",
    accentSoft: "#2a2560",
    success: "#3ddc97",
    warning: "#ffc857",
    danger: "#ff6b81",
    focus: "#ffd166",
  },
  ...shared,
};

export const lightTheme: typeof darkTheme = {
  color: {
    bg: "#f6f7fc",
    surface: "#ffffff",
    surfaceMuted: "#eef0fa",
    border: "#d5d9ee",
    text: "#151833",
    textMuted: "#4c5278",
    accent: "#5a45e0",
    accentText: "#ffffff",
    accentSoft: "#e7e3ff",
    success: "#11804f",
    warning: "#8a5a00",
    danger: "#c2233f",
    focus: "#b35c00",
  },
  ...shared,
};
