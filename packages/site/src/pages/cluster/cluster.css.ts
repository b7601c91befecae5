import type { ClusterAppCategory } from "@hub-of-minds/core";
import { vars } from "@hub-of-minds/widgets/theme";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

const categoryBase = style({
  display: "inline-flex",
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  color: "#0b0d1a",
});

/** Spec 000: the six known categories have their own styling. */
export const category = styleVariants<Record<ClusterAppCategory, [string, { background: string }]>>({
  productivity: [categoryBase, { background: "#60a5fa" }],
  analytics: [categoryBase, { background: "#34d399" }],
  automation: [categoryBase, { background: "#fbbf24" }],
  "ai-tools": [categoryBase, { background: "#c084fc" }],
  communication: [categoryBase, { background: "#f472b6" }],
  marketplace: [categoryBase, { background: "#fb923c" }],
});

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 4,
  padding: 4,
  marginBottom: 20,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const tab = style({
  flex: "1 1 140px",
  padding: "8px 12px",
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { '&[data-state="active"]': { background: vars.color.accentSoft, color: vars.color.text } },
});
export const filters = style({ display: "flex", flexWrap: "wrap", gap: 12, marginBottom: 16 });

/** An app card's 'Needs' line: the apps it needs as chips, those installed ticked. Inline, so chips wrap after the word. */
export const needs = style({ margin: 0, fontSize: 13, lineHeight: "28px" });
// Spacing on the right, so a wrapped line of chips starts flush with 'Needs'.
export const needsLabel = style({ marginRight: 6, color: vars.color.textMuted });
// An inline list keeps its list semantics (display: contents can lose them in some screen readers).
export const needList = style({ display: "inline", margin: 0, padding: 0, listStyle: "none" });
export const need = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  marginRight: 6,
  padding: "0 10px",
  lineHeight: "22px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  whiteSpace: "nowrap",
  selectors: {
    '&[data-state="installed"]': {
      borderColor: "transparent",
      background: "rgb(61 220 151 / 0.15)",
      color: vars.color.success,
    },
  },
});

/**
 * An app card's Install (or Uninstall) and Details: at the card's foot, so a row of cards lines them up; they
 * share the width, and a long 'Install with N dependencies' puts each on a full-width line of its own.
 */
export const cardActions = style({ display: "flex", flexWrap: "wrap", gap: 8, marginTop: "auto" });
globalStyle(`${cardActions} > *`, { flex: "1 1 auto" });
