import { style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

export const subtitle = style({ margin: 0, fontSize: vars.font.size, fontWeight: 700 });
export const metrics = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: 8,
});
export const metric = style({
  display: "flex",
  flexDirection: "column",
  padding: "8px 10px",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const metricValue = style({ fontSize: fontSize(18), fontWeight: 700 });
export const metricStatus = style({ fontSize: fontSize(11), textTransform: "capitalize", color: vars.color.textMuted });
export const taskHead = style({ display: "flex", justifyContent: "space-between", gap: 8, alignItems: "baseline" });
export const taskName = style({ fontWeight: 600 });
export const taskStatus = style({
  fontSize: fontSize(11),
  fontWeight: 600,
  padding: "1px 8px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-status="active"]': { color: vars.color.accent, borderColor: vars.color.accent },
    '&[data-status="completed"]': { color: vars.color.success, borderColor: vars.color.success },
    '&[data-status="priority"]': { color: vars.color.danger, borderColor: vars.color.danger },
  },
});
export const taskMeta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 10,
  fontSize: fontSize(12),
  color: vars.color.textMuted,
  margin: "4px 0 6px",
});
export const track = style({
  height: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: "hidden",
});
export const bar = style({ height: "100%", background: vars.color.accent, transition: "width 0.4s ease" });
export const percent = style({ fontSize: fontSize(12), fontFamily: vars.font.mono });
export const authority = style({
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
});
export const declaration = style({ margin: "4px 0 0", fontSize: fontSize(13) });
