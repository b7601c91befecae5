import { assignVars, style } from "@vanilla-extract/css";
import { darkTheme, lightTheme, vars } from "./theme.css";

/**
 * A widget's root picks its theme with one of these classes. Values are set on the root, so a host page
 * can still override any `--hom-*` token on the element itself (outer styles beat the shadow's own).
 */
export const themeClass = {
  light: style({ vars: assignVars(vars, lightTheme) }),
  dark: style({ vars: assignVars(vars, darkTheme) }),
  auto: style({
    vars: assignVars(vars, lightTheme),
    "@media": { "(prefers-color-scheme: dark)": { vars: assignVars(vars, darkTheme) } },
  }),
};
