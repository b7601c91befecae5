import { vars } from "@hub-of-minds/widgets/theme";
import { style } from "@vanilla-extract/css";

/** An article title in a topic's list: the whole row opens the article. */
export const articleButton = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: 12,
  width: "100%",
  padding: "12px 14px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  textAlign: "left",
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    "&:focus-visible": { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
});

/** The list of a topic's articles, numbered by position only. */
export const articleList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 });
