import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

/** Options beside the preview on wide screens; one column on phones (360 px). */
export const layout = style({
  display: "grid",
  gap: 20,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "minmax(280px, 360px) minmax(0, 1fr)" } },
});

export const picker = style({
  display: "grid",
  gap: 8,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const pickerOption = style({
  display: "flex",
  alignItems: "center",
  gap: 8,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: "pointer",
  fontWeight: 600,
  overflowWrap: "anywhere",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
});

export const field = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: 14 });
export const help = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: 13, color: vars.color.danger, fontWeight: 600 });

export const preview = style({
  minWidth: 0,
  padding: 12,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.bg,
  overflow: "hidden",
});

export const snippet = style({ whiteSpace: "pre-wrap", wordBreak: "break-all" });

export const keyList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 8,
});
export const keyItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 8,
  padding: "8px 10px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const keyText = style({ fontFamily: vars.font.mono, fontSize: 13, wordBreak: "break-all" });
