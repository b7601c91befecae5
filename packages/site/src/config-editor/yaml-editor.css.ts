import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(180px, 240px) 1fr",
  gap: 16,
  minWidth: 0,
  "@media": { "(max-width: 720px)": { gridTemplateColumns: "1fr" } },
});
export const files = style({ display: "flex", flexDirection: "column", gap: 12 });
export const fileButton = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 8,
  width: "100%",
  padding: "8px 10px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: "inherit",
  fontFamily: vars.font.mono,
  fontSize: 13,
  textAlign: "left",
  cursor: "pointer",
  selectors: { '&[aria-current="true"]': { background: vars.color.accentSoft, borderColor: vars.color.accent } },
});
