import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

/** Below this width the sidebar is a drawer over the page; above it, a column beside the page. */
export const phoneQuery = "(max-width: 900px)";
const phone = `screen and ${phoneQuery}`;
const wide = "screen and (min-width: 901px)";
const barHeight = 56;

export const shell = style({
  display: "grid",
  gridTemplateColumns: "248px minmax(0, 1fr)",
  gridTemplateRows: "auto 1fr",
  gridTemplateAreas: '"bar bar" "side main"',
  minHeight: "100vh",
  "@media": {
    [wide]: { selectors: { '&[data-menu="closed"]': { gridTemplateColumns: "0 minmax(0, 1fr)" } } },
    [phone]: { gridTemplateColumns: "minmax(0, 1fr)", gridTemplateAreas: '"bar" "main"' },
  },
});

export const skipLink = style({
  position: "absolute",
  left: 8,
  top: -48,
  zIndex: 50,
  padding: "8px 12px",
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: { "&:focus": { top: 8 } },
});

export const bar = style({
  gridArea: "bar",
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "8px 12px",
  minHeight: barHeight,
  padding: "8px clamp(12px, 3vw, 24px)",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const menuButton = style({
  display: "inline-grid",
  placeItems: "center",
  width: 40,
  height: 40,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const brand = style({ fontSize: 18, fontWeight: 800, textDecoration: "none", whiteSpace: "nowrap" });

/** The spec's top navigation bar, in the bar of the pages it belongs to; on a phone it scrolls inside itself. */
export const topNav = style({
  order: 0,
  minWidth: 0,
  "@media": { [phone]: { order: 1, flexBasis: "100%" } },
});
export const topList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  gap: 4,
  overflowX: "auto",
  scrollbarWidth: "thin",
});
export const topLink = style({
  display: "block",
  padding: "6px 12px",
  borderRadius: vars.radius.md,
  textDecoration: "none",
  whiteSpace: "nowrap",
  color: vars.color.textMuted,
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.text, fontWeight: 600 },
  },
});

export const account = style({ marginLeft: "auto", display: "flex", alignItems: "center", gap: 8, minWidth: 0 });
export const accountName = style({
  fontSize: 14,
  color: vars.color.textMuted,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": { "screen and (max-width: 420px)": { display: "none" } },
});
export const accountButton = style({
  padding: "6px 12px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: 14,
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.color.surfaceMuted }, "&:disabled": { opacity: 0.6 } },
});
/** Holds the corner's place while the session is asked, so nothing moves when it answers. */
export const accountSkeleton = style({
  width: 120,
  height: 32,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const sidebar = style({
  gridArea: "side",
  display: "flex",
  flexDirection: "column",
  gap: 16,
  position: "sticky",
  top: barHeight,
  height: `calc(100vh - ${barHeight}px)`,
  overflowY: "auto",
  padding: "16px 12px",
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: { '[data-menu="closed"] &': { display: "none" } },
  "@media": {
    [phone]: {
      position: "fixed",
      zIndex: 40,
      top: 0,
      left: 0,
      bottom: 0,
      height: "auto",
      width: "min(320px, 86vw)",
      boxShadow: "0 0 40px rgba(0, 0, 0, 0.5)",
    },
  },
});

export const drawerHead = style({
  display: "none",
  alignItems: "center",
  justifyContent: "space-between",
  "@media": { [phone]: { display: "flex" } },
});

export const backdrop = style({
  display: "none",
  "@media": {
    [phone]: {
      display: "block",
      position: "fixed",
      inset: 0,
      zIndex: 30,
      border: 0,
      padding: 0,
      background: "rgba(0, 0, 0, 0.55)",
      cursor: "pointer",
    },
  },
});

export const group = style({ display: "grid", gap: 2 });
export const groupLabel = style({
  margin: "0 0 4px",
  padding: "0 12px",
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});
export const navList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 });
export const navLink = style({
  display: "block",
  padding: "8px 12px",
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

export const main = style({
  gridArea: "main",
  minWidth: 0,
  padding: "24px clamp(16px, 4vw, 40px)",
  selectors: { '&[data-layout="bare"]': { padding: 0 } },
});
