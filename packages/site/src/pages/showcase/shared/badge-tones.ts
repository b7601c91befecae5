import { vars } from "@hub-of-minds/widgets";

/**
 * The colours of each badge tone: text, fill and edge, as theme tokens or fixed translucent tints. One source
 * for the styles (showcase.css.ts) and for the contrast check of every tone in both themes.
 */
export const badgeTones = {
  accent: { color: vars.color.text, background: vars.color.accentSoft, borderColor: vars.color.border },
  success: {
    // Pulled a fifth toward the text colour: the light theme's green alone is too pale on a muted card.
    color: `color-mix(in srgb, ${vars.color.success} 80%, ${vars.color.text})`,
    background: "rgba(61, 220, 151, 0.16)",
    borderColor: "rgba(61, 220, 151, 0.4)",
  },
  warning: {
    color: vars.color.warning,
    background: "rgba(255, 200, 87, 0.14)",
    borderColor: "rgba(255, 200, 87, 0.4)",
  },
  danger: {
    color: vars.color.danger,
    background: "rgba(255, 107, 129, 0.14)",
    borderColor: "rgba(255, 107, 129, 0.4)",
  },
  neutral: { color: vars.color.textMuted, background: vars.color.surfaceMuted, borderColor: vars.color.border },
} as const;

export type BadgeTone = keyof typeof badgeTones;
