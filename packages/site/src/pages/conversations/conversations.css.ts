import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

/** Below this width the list and the transcript take turns. */
export const narrowScreen = "(max-width: 1099px)";

/** The list beside the transcript on wide screens; on a phone one of the two at a time. */
export const panes = style({
  display: "grid",
  gap: 20,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { "(min-width: 1100px)": { gridTemplateColumns: "minmax(340px, 440px) minmax(0, 1fr)" } },
});

/** On a phone the list and the filters step aside while a transcript is open (it has a way back). */
export const hiddenOnNarrow = style({
  "@media": { [narrowScreen]: { display: "none" } },
});

export const filterGrid = style({
  display: "grid",
  gap: 12,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 280px), 1fr))",
});
export const field = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: 14 });
export const help = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: 13, color: vars.color.danger, fontWeight: 600 });

export const threadLink = style({
  display: "flex",
  flexDirection: "column",
  gap: 4,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: "none",
  minWidth: 0,
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    "&[aria-current='true']": { borderColor: vars.color.accent, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});
export const threadTitle = style({ fontWeight: 700, overflowWrap: "anywhere" });
export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "4px 10px",
  fontSize: 13,
  color: vars.color.textMuted,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const message = style({
  display: "flex",
  flexDirection: "column",
  gap: 8,
  padding: "12px 14px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const visitorMessage = style([message, { background: vars.color.surfaceMuted }]);
export const answerMessage = style([message, { background: vars.color.bg }]);
export const messageText = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.5 });
export const sources = style({ margin: 0, paddingLeft: 22, display: "flex", flexDirection: "column", gap: 4 });
export const feedbackNote = style({
  margin: 0,
  padding: "6px 10px",
  borderLeft: `3px solid ${vars.color.border}`,
  fontSize: 13,
  overflowWrap: "anywhere",
});

export const confirm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 8,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: 14 });
export const cell = style({
  textAlign: "left",
  padding: "6px 8px",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const numberCell = style([cell, { textAlign: "right", fontVariantNumeric: "tabular-nums" }]);
