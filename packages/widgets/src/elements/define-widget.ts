import r2wc from "@r2wc/react-to-web-component";
import { type ComponentType, createElement } from "react";
import "../theme/host-theme.css";
import { EmbeddedContext } from "../theme/use-widget-theme";

/** Each element bundle passes "__HOM_WIDGET_CSS__", which build/inline-css.ts replaces with its CSS. */
const isPlaceholder = (css: string) => css.startsWith("__HOM_WIDGET");

type PropTypes<P> = NonNullable<Parameters<typeof r2wc<P & object>>[1]>["props"];

const sheets = new Map<string, CSSStyleSheet>();
const isolated = new WeakSet<ShadowRoot>();
const keyEvents = ["keydown", "keyup", "keypress"] as const;

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
  // The component renders in "embedded" mode: its theme goes on :host, where the page can override it.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per element type at registration, never per render.
  const Embedded = (props: P) =>
    createElement(EmbeddedContext.Provider, { value: true }, createElement(component, props));
  const Base = r2wc(Embedded, { shadow: "open", ...(props ? { props } : {}) }) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
  };
  class WidgetElement extends Base {
    override connectedCallback(): void {
      const root = this.shadowRoot;
      if (root && !isolated.has(root)) {
        adoptStyles(root, tag, css);
        // Keys typed inside a widget must not reach the host page's shortcuts.
        for (const type of keyEvents) root.addEventListener(type, (event) => event.stopPropagation());
        isolated.add(root);
      }
      super.connectedCallback();
    }
  }
  customElements.define(tag, WidgetElement);
}
