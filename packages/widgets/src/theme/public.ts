// The theme alone: the site's own styles import it from here, not from the package root, because the
// root's widget modules bring their CSS along and the site's first paint would carry every widget's CSS.
export { darkTheme, lightTheme, vars } from "./theme.css";
