import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const gate = style({
  width: "min(440px, 100%)",
  margin: "8vh auto 0",
  display: "grid",
  gap: 16,
  padding: 28,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.surface}, ${vars.color.surfaceMuted})`,
});
export const passwordRow = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: 8 });
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: 12,
});
export const ticketTable = style({ width: "100%", borderCollapse: "collapse", fontSize: 14 });
export const cell = style({
  textAlign: "left",
  verticalAlign: "top",
  padding: "8px 10px",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tableScroll = style({ overflowX: "auto" });
export const infoList = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "6px 16px", margin: 0 });
export const infoTerm = style({ color: vars.color.textMuted });
export const infoValue = style({ margin: 0, fontWeight: 600 });
