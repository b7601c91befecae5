import { style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: 6 });
export const field = style({ display: "flex" });
export const textarea = style({ resize: "vertical", minHeight: 72 });
export const formFoot = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 8 });
export const counter = style({ fontSize: fontSize(12), color: vars.color.textMuted, fontFamily: vars.font.mono });
export const subtitle = style({ margin: 0, fontSize: vars.font.size, fontWeight: 700 });
export const ripples = style({ maxHeight: 360, overflowY: "auto" });
export const idea = style({ margin: 0, fontWeight: 600 });
export const meta = style({
  margin: "4px 0 0",
  display: "flex",
  flexWrap: "wrap",
  gap: 10,
  fontSize: fontSize(12),
  color: vars.color.textMuted,
});
export const status = style({
  textTransform: "capitalize",
  fontWeight: 600,
  selectors: {
    '&[data-status="propagating"]': { color: vars.color.warning },
    '&[data-status="amplified"]': { color: vars.color.accent },
    '&[data-status="transcended"]': { color: vars.color.success },
  },
});
export const tags = style({
  listStyle: "none",
  margin: "6px 0 0",
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: 4,
});
export const tag = style({
  fontSize: fontSize(11),
  padding: "1px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
});
export const effects = style({ margin: "6px 0 0", paddingInlineStart: 18, fontSize: fontSize(12) });
