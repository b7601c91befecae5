import type { ClusterAppCategory } from "@hub-of-minds/core";
import { vars } from "@hub-of-minds/widgets/theme";
import { style, styleVariants } from "@vanilla-extract/css";

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
