import { style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

export const root = style({ maxWidth: 720 });
export const controls = style({ display: "grid", gridTemplateColumns: "2fr 1fr", gap: 8 });
export const control = style({ display: "flex", flexDirection: "column", gap: 4 });
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: 8,
  maxHeight: 420,
  overflowY: "auto",
});
export const card = style({
  font: "inherit",
  color: vars.color.text,
  textAlign: "start",
  cursor: "pointer",
  width: "100%",
  height: "100%",
  display: "flex",
  flexDirection: "column",
  gap: 6,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    '&[data-state="selected"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});
export const cardHead = style({ display: "flex", justifyContent: "space-between", gap: 6, alignItems: "center" });
export const name = style({ fontWeight: 700 });
export const status = style({
  fontSize: fontSize(11),
  textTransform: "capitalize",
  padding: "1px 8px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="active"]': { color: vars.color.success, borderColor: vars.color.success },
    '&[data-status="transcending"]': { color: vars.color.text, borderColor: vars.color.accent },
  },
});
export const specialty = style({ color: vars.color.textMuted, fontSize: fontSize(13) });
export const level = style({ fontWeight: 600, fontSize: fontSize(13) });
export const section = style({ display: "flex", flexDirection: "column", gap: 2 });
export const item = style({ fontSize: fontSize(12) });
export const relations = style({ display: "flex", flexWrap: "wrap", gap: 4 });
export const relation = style({
  fontSize: fontSize(11),
  padding: "1px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});
export const empty = style({ margin: 0, padding: 16, textAlign: "center", color: vars.color.textMuted });
