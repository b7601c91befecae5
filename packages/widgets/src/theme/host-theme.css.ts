import { assignVars, globalStyle } from "@vanilla-extract/css";
import { darkTheme, lightTheme, vars } from "./theme.css";

// Inside a custom element the theme tokens are set on :host (the element), where a host page's own
// `--hom-*` declarations on the element win over them. The widget marks its host with data-hom-theme.
globalStyle(":host", { vars: assignVars(vars, lightTheme) });
globalStyle(':host([data-hom-theme="dark"])', { vars: assignVars(vars, darkTheme) });
globalStyle(':host([data-hom-theme="auto"])', {
  "@media": { "(prefers-color-scheme: dark)": { vars: assignVars(vars, darkTheme) } },
});
