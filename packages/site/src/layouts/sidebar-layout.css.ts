import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

export const shell = style({
  display: "grid",
  gridTemplateColumns: "260px 1fr",
  minHeight: "100vh",
  "@media": { "(max-width: 760px)": { gridTemplateColumns: "1fr" } },
});

export const sidebar = style({
  display: "flex",
  flexDirection: "column",
  gap: 24,
  padding: "24px 16px",
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  "@media": { "(max-width: 760px)": { borderRight: "none", borderBottom: `1px solid ${vars.color.border}` } },
});

export const brand = style({ margin: 0, fontSize: 20, fontWeight: 800, letterSpacing: "-0.01em" });

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 4,
});

export const navLink = style({
  display: "block",
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: vars.color.textMuted,
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.text, fontWeight: 600 },
  },
});

export const footer = style({
  marginTop: "auto",
  display: "flex",
  alignItems: "center",
  gap: 10,
  padding: 12,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const footerDot = style({ width: 10, height: 10, borderRadius: "50%", background: vars.color.success });
export const footerName = style({ margin: 0, fontWeight: 600 });
export const footerStatus = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });

export const main = style({ padding: "24px clamp(16px, 4vw, 40px)", minWidth: 0 });
