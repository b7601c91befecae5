import { style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

// The thread list loads with its own chunk, so its styles do too (shared/chunk-styles.ts).
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: 8,
  padding: 8,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
});
export const heading = style({ margin: 0, fontSize: fontSize(13), fontWeight: 700 });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 4,
  maxHeight: 220,
  overflowY: "auto",
});
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 4,
  padding: 4,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-current="true"]': { background: vars.color.accentSoft } },
});
export const open = style({
  font: "inherit",
  flex: "1 1 160px",
  minWidth: 0,
  // A long title is cut with an ellipsis; it must not widen the page around the chat (the site's /browser).
  contain: "inline-size",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: 2,
  padding: "4px 6px",
  cursor: "pointer",
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  textAlign: "start",
});
export const title = style({
  maxWidth: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: 600,
});
export const meta = style({ fontSize: fontSize(11), color: vars.color.textMuted });
export const action = style({
  font: "inherit",
  fontSize: fontSize(12),
  cursor: "pointer",
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&:disabled": { cursor: "wait", opacity: 0.6 },
    '&[data-variant="danger"]': { borderColor: vars.color.danger, color: vars.color.danger },
  },
});
export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 4, width: "100%" });
export const grow = style({ flex: "1 1 140px", minWidth: 0 });
export const forget = style({ alignSelf: "flex-start" });
/** A thread's row before the list arrives: the height of a title and its date line. */
export const placeholder = style({ height: 38, borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });
export const note = style({ margin: 0, fontSize: fontSize(12), color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: fontSize(12), color: vars.color.danger });
