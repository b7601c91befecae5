import r2wc from "@r2wc/react-to-web-component";
import type { ComponentType } from "react";

/** Each element bundle passes "__HOM_WIDGET_CSS__", which build/inline-css.ts replaces with its CSS. */
const isPlaceholder = (css: string) => css.startsWith("__HOM_WIDGET");

type PropTypes<P> = NonNullable<Parameters<typeof r2wc<P & object>>[1]>["props"];

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per widget type, shared by all its instances; nothing goes into `<head>`. */
function adoptStyles(root: ShadowRoot, tag: string, css: string): void {
  if (isPlaceholder(css)) return;
  let sheet = sheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(tag, sheet);
  }
  root.adoptedStyleSheets = [sheet];
}

/**
 * Registers a widget as a custom element rendering into an open shadow root. Safe to import where there
 * is no DOM (server-rendered hosts): it only defines the element when `customElements` exists.
 */
export function defineWidget<P extends object>(
  tag: string,
  component: ComponentType<P>,
  props: PropTypes<P>,
  css: string,
): void {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  const Base = r2wc(component, { shadow: "open", ...(props ? { props } : {}) }) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
  };
  class WidgetElement extends Base {
    override connectedCallback(): void {
      if (this.shadowRoot) adoptStyles(this.shadowRoot, tag, css);
      super.connectedCallback();
    }
  }
  customElements.define(tag, WidgetElement);
}
