import { createContext, type RefObject, useContext, useLayoutEffect } from "react";
import { themeClass } from "./theme-classes.css";
import { resolveThemeName } from "./theme-name";

/** True inside a custom element: the theme lives on :host (host-theme.css.ts), not on the widget's root. */
export const EmbeddedContext = createContext(false);

/**
 * The class a widget's root takes for its theme. In the site it is the theme class; inside a custom element
 * it is none, and the element's host is marked instead so a host page can override any `--hom-*` token.
 */
export function useWidgetTheme(theme: string | undefined, rootRef: RefObject<HTMLElement | null>): string {
  const embedded = useContext(EmbeddedContext);
  const name = resolveThemeName(theme);
  useLayoutEffect(() => {
    if (!embedded) return;
    const root = rootRef.current?.getRootNode();
    if (root instanceof ShadowRoot) root.host.setAttribute("data-hom-theme", name);
  }, [embedded, name, rootRef]);
  return embedded ? "" : themeClass[name];
}
