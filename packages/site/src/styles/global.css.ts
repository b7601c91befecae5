import { darkTheme, vars } from "@hub-of-minds/widgets/theme";
import { assignVars, globalStyle } from "@vanilla-extract/css";

globalStyle(":root", { vars: assignVars(vars, darkTheme), colorScheme: "dark" });
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: 15,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.bg,
});
globalStyle("a", { color: "inherit" });
globalStyle(":focus-visible", { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle("*", {
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "0.01ms", transitionDuration: "0.01ms" } },
});
// A component's own `display` would beat the `hidden` attribute (an FAQ answer stayed visible while
// aria-expanded said false): hidden always hides.
globalStyle("[hidden]", { display: "none !important" });
