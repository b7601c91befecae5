import { type ComponentType, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import "../theme/host-theme.css";
import { EmbeddedContext } from "../theme/use-widget-theme";

/** Each element bundle passes "__HOM_WIDGET_CSS__", which build/inline-css.ts replaces with its CSS. */
const isPlaceholder = (css: string) => css.startsWith("__HOM_WIDGET");
/** The CSS every widget shares (the theme's tokens and classes), written here once by build/inline-css.ts. */
const sharedCss = "__HOM_WIDGET_SHARED_CSS__";
let sharedSheet: CSSStyleSheet | undefined;

/** How an attribute's text becomes the prop: as is, or a number. */
export type PropTypes<P> = { [K in keyof P]?: "string" | "number" };

const sheets = new Map<string, CSSStyleSheet>();
const keyEvents = ["keydown", "keyup", "keypress"] as const;
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);

const sheetOf = (css: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
};

/**
 * Two constructable stylesheets, each shared by every instance: the runtime's (the same for all five widgets),
 * then the widget type's own; nothing goes into `<head>`. Only `css`, a parameter, is tested for the
 * placeholder: a test of the constant above could be folded away by the minifier before the build fills it.
 */
function adoptStyles(root: ShadowRoot, tag: string, css: string): void {
  if (isPlaceholder(css)) return;
  sharedSheet ??= sheetOf(sharedCss);
  let sheet = sheets.get(tag);
  if (!sheet) {
    sheet = sheetOf(css);
    sheets.set(tag, sheet);
  }
  root.adoptedStyleSheets = [sharedSheet, sheet];
}

/**
 * Registers a widget as a custom element rendering into an open shadow root. Safe to import where there
 * is no DOM (server-rendered hosts): it only defines the element when `customElements` exists.
 *
 * Each prop is an observed kebab-case attribute (`apiBase` <-> `api-base`) and a property that writes it.
 * A removed or empty attribute leaves the prop unset, so the widget falls back to its default. Written here
 * rather than with @r2wc/react-to-web-component: that library pulls in the whole preact/compat default
 * export (Suspense, portals, Children...), several KB that every embedding page would download.
 */
export function defineWidget<P extends object>(
  tag: string,
  component: ComponentType<P>,
  props: PropTypes<P>,
  css: string,
  /** Values used while an attribute is unset (the chat's hub: see scriptOrigin). */
  defaults: Partial<P> = {},
): void {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  const types = props as Record<string, "string" | "number">;
  const attributes = new Map(Object.keys(types).map((prop) => [kebabCase(prop), prop]));
  const parse = (prop: string, value: string | null) =>
    value === null || value === "" ? undefined : types[prop] === "number" ? Number.parseFloat(value) : value;

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = [...attributes.keys()];
    #props: Record<string, string | number> = {};
    #root: Root | undefined;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: "open" });
      adoptStyles(shadow, tag, css);
      // Keys typed inside a widget must not reach the host page's shortcuts.
      for (const type of keyEvents) shadow.addEventListener(type, (event) => event.stopPropagation());
    }

    connectedCallback(): void {
      this.#root ??= createRoot(this.shadowRoot as ShadowRoot);
      this.#render();
    }

    disconnectedCallback(): void {
      this.#root?.unmount();
      this.#root = undefined;
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const prop = attributes.get(name);
      if (!prop) return;
      const parsed = parse(prop, value);
      if (parsed === undefined || Number.isNaN(parsed)) delete this.#props[prop];
      else this.#props[prop] = parsed;
      this.#render();
    }

    #render(): void {
      // The component renders in "embedded" mode: its theme goes on :host, where the page can override it.
      this.#root?.render(
        createElement(
          EmbeddedContext.Provider,
          { value: true },
          createElement(component, { ...defaults, ...this.#props } as P),
        ),
      );
    }
  }

  for (const [attribute, prop] of attributes) {
    Object.defineProperty(WidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return parse(prop, this.getAttribute(attribute));
      },
      set(this: WidgetElement, value: unknown) {
        if (value === undefined || value === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  customElements.define(tag, WidgetElement);
}

/**
 * The origin of the script that defined an element (`import.meta.url` of its bundle): the hub for the loader's
 * bundles and the iframe pages, the app's own origin for the npm package. Empty outside http(s).
 */
export function scriptOrigin(moduleUrl: string): string {
  try {
    const url = new URL(moduleUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : "";
  } catch {
    return "";
  }
}
