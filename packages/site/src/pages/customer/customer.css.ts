import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const headerCard = style({ flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 16 });
export const initial = style({
  display: "grid",
  placeItems: "center",
  width: 56,
  height: 56,
  flexShrink: 0,
  borderRadius: "50%",
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: 24,
  fontWeight: 800,
});
/** A catalogue card: the 56 below the fold are laid out and painted only when scrolled to. */
export const personalityCard = style({ contentVisibility: "auto", containIntrinsicSize: "auto 240px" });
export const personalityAvatar = style({
  width: 56,
  height: 56,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: "cover",
});
export const chips = style({ display: "flex", flexWrap: "wrap", gap: 6, margin: 0, padding: 0, listStyle: "none" });
export const groupHeading = style({
  display: "flex",
  alignItems: "center",
  gap: 10,
  margin: "28px 0 12px",
  fontSize: 20,
});
export const detail = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
