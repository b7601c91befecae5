export { ConsciousnessWidget, type ConsciousnessWidgetProps } from "./consciousness/consciousness-widget";
export { darkTheme, lightTheme, vars } from "./theme/theme.css";
export { themeClass } from "./theme/theme-classes.css";
export { resolveThemeName, type ThemeName } from "./theme/theme-name";
