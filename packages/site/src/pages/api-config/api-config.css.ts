import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

/** The API Configuration screen and the provider keys section `/config` embeds. */

export const overview = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const statusCard = style({
  display: "flex",
  flexDirection: "column",
  gap: 6,
  minWidth: 0,
  padding: 14,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
export const statusTitle = style({ margin: 0, fontSize: 16, fontWeight: 700 });
export const mono = style({ fontFamily: vars.font.mono, letterSpacing: "0.04em" });

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 4,
  padding: 4,
  margin: "16px 0",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const tab = style({
  flex: "1 1 100px",
  minHeight: 36,
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

export const panelGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 320px), 1fr))",
  gap: 16,
  alignItems: "start",
});
export const field = style({ display: "flex", flexDirection: "column", gap: 6 });
export const label = style({ fontWeight: 600 });
export const keyInput = style({ width: "100%", fontFamily: vars.font.mono });
export const notice = style({ margin: 0, fontSize: 14, overflowWrap: "anywhere" });
export const noticeSuccess = style({ color: vars.color.success });
export const noticeDanger = style({ color: vars.color.danger });

export const chips = style({ display: "flex", flexWrap: "wrap", gap: 8, margin: 0, padding: 0, listStyle: "none" });
export const steps = style({ margin: 0, paddingLeft: 22, display: "flex", flexDirection: "column", gap: 8 });
export const link = style({ color: vars.color.accent, overflowWrap: "anywhere" });
