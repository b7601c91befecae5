import { globalStyle, style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

// The feedback buttons load with the thread code, so their styles do too (shared/chunk-styles.ts).
// Thumbs up and down (and a comment) under an answer of a stored thread.
export const feedback = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 4,
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
});
export const thumb = style({
  display: "inline-flex",
  padding: 4,
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.textMuted,
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.accentText,
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    "&:disabled": { cursor: "wait" },
  },
});
globalStyle(`${thumb}[data-rating="down"] svg`, { transform: "rotate(180deg)" });
export const textButton = style({
  font: "inherit",
  fontSize: fontSize(12),
  cursor: "pointer",
  padding: "2px 6px",
  border: "none",
  background: "transparent",
  color: vars.color.text,
  textDecoration: "underline",
});
export const feedbackForm = style({ display: "flex", flexWrap: "wrap", gap: 4, width: "100%" });
export const feedbackComment = style({ flex: "1 1 100%", resize: "vertical" });
export const feedbackError = style({ margin: 0, width: "100%", fontSize: fontSize(12), color: vars.color.danger });
