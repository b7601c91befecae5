import { style, styleVariants } from "@vanilla-extract/css";
import * as widget from "../shared/widget.css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

// The shared root resets every inherited text property, so no host style leaks in.
export const root = style([widget.root, { maxWidth: 520 }]);

export const header = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8 });
export const title = style({ margin: 0, fontSize: fontSize(16), fontWeight: 700 });
export const live = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  fontSize: fontSize(12),
  color: vars.color.success,
  "::before": {
    content: "''",
    width: 8,
    height: 8,
    borderRadius: "50%",
    background: vars.color.success,
  },
});

export const facts = style({ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 8, margin: 0 });
export const fact = style({ background: vars.color.surfaceMuted, borderRadius: vars.radius.md, padding: "8px 10px" });
export const factLabel = style({ fontSize: fontSize(11), color: vars.color.textMuted, textTransform: "uppercase" });
export const factValue = style({ margin: 0, fontWeight: 600 });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 8,
  // The spec fixes the list height; entries scroll inside it.
  height: 320,
  overflowY: "auto",
});

export const entry = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: 4,
  padding: "8px 10px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const entryHead = style({ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" });
export const name = style({ fontWeight: 600 });
export const time = style({ color: vars.color.textMuted, fontSize: fontSize(12), fontFamily: vars.font.mono });
export const badge = style({
  fontSize: fontSize(11),
  padding: "1px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
});
export const activity = style({ gridColumn: "1 / -1", margin: 0, color: vars.color.textMuted });
export const intensity = styleVariants({
  low: { color: vars.color.textMuted, fontWeight: 600 },
  medium: { color: vars.color.text, fontWeight: 600 },
  high: { color: vars.color.warning, fontWeight: 700 },
  peak: { color: vars.color.danger, fontWeight: 700 },
});
