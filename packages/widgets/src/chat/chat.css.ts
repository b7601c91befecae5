import { style } from "@vanilla-extract/css";
import { fontSize } from "../theme/font-size";
import { vars } from "../theme/theme.css";

export const root = style({ position: "relative" });
export const settings = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 8 });
export const setting = style({ display: "flex", flexDirection: "column", gap: 4 });
export const slider = style({ accentColor: vars.color.accent, width: "100%" });
export const prompts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 6,
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
});
export const prompt = style({
  font: "inherit",
  fontSize: fontSize(12),
  cursor: "pointer",
  padding: "4px 10px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: { "&:disabled": { cursor: "not-allowed", opacity: 0.55 } },
});
export const messages = style({
  listStyle: "none",
  margin: 0,
  padding: 4,
  display: "flex",
  flexDirection: "column",
  gap: 10,
  height: 320,
  overflowY: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.bg,
});
export const message = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  maxWidth: "85%",
  alignSelf: "flex-start",
  selectors: { '&[data-role="user"]': { alignSelf: "flex-end", alignItems: "flex-end" } },
});
export const bubble = style({
  padding: "8px 12px",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  overflowWrap: "anywhere",
  selectors: {
    [`${message}[data-role="user"] &`]: { background: vars.color.accent, color: vars.color.accentText },
  },
});
export const thinking = style({ fontStyle: "italic", color: vars.color.textMuted });
export const meta = style({ fontSize: fontSize(11), color: vars.color.textMuted });
export const paragraph = style({
  margin: "0 0 6px",
  whiteSpace: "pre-wrap",
  selectors: { "&:last-child": { marginBottom: 0 } },
});
export const mdList = style({ margin: "0 0 6px", paddingInlineStart: 20 });
export const inlineCode = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize(12),
  padding: "1px 4px",
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
export const codeBlock = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize(12),
  margin: "0 0 6px",
  padding: 8,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  overflowX: "auto",
  whiteSpace: "pre",
});
export const link = style({ color: "inherit", textDecoration: "underline" });
export const image = style({ display: "block", maxWidth: "100%", marginTop: 6, borderRadius: vars.radius.sm });
export const composer = style({ display: "flex", gap: 8, alignItems: "stretch" });
export const input = style({ flex: 1, resize: "vertical", minHeight: 44 });
export const actions = style({ display: "flex", flexDirection: "column", gap: 6 });
// At the top, over the header: a notice never covers the message box or its buttons.
export const toastRegion = style({ position: "absolute", insetInline: 12, top: 12, pointerEvents: "none", zIndex: 1 });
export const toast = style({
  pointerEvents: "auto",
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: "2px 8px",
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: "0 6px 24px rgba(0,0,0,0.25)",
  selectors: { '&[data-variant="destructive"]': { borderColor: vars.color.danger, borderLeftWidth: 4 } },
});
export const toastTitle = style({ gridColumn: 1 });
export const toastClose = style({
  gridColumn: 2,
  gridRow: "1 / span 2",
  font: "inherit",
  fontSize: fontSize(18),
  lineHeight: 1,
  cursor: "pointer",
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  alignSelf: "start",
});
// On a narrow chat the counts and buttons wrap under the title, each kept on one line.
export const header = style({ flexWrap: "wrap" });
export const headerEnd = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 8,
  whiteSpace: "nowrap",
});
export const newChat = style({
  font: "inherit",
  fontSize: fontSize(12),
  cursor: "pointer",
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.text,
  selectors: { '&[aria-expanded="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft } },
});
export const titleGroup = style({ display: "inline-flex", alignItems: "center", gap: 8, minWidth: 0 });
export const avatar = style({ width: 28, height: 28, borderRadius: "50%", objectFit: "cover", flex: "none" });
