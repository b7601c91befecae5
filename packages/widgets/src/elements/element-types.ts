import type { HomWidgetEvent, HomWidgetEventMap } from "../shared/widget-events";
import type { elementDefinitions, HomElementTag } from "./element-definitions";

// Every type of an element here is mapped from element-definitions.ts: a new attribute or event there is typed
// for TypeScript, React, Vue and Svelte alike, with nothing to write twice.

type Definitions = typeof elementDefinitions;
type AttributeOf<T extends HomElementTag> = Definitions[T]["attributes"][number];
/** The events one element dispatches, e.g. `"hom-message" | "hom-error" | ...` for `hom-chat`. */
export type HomElementEventName<T extends HomElementTag> = Definitions[T]["events"][number];

/** `hom-personality-selected` -> `HomPersonalitySelected`. */
export type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;
/** `api-base` -> `apiBase`. */
export type CamelCase<S extends string> = Uncapitalize<PascalCase<S>>;

/** The value type of one attribute definition: its enumeration, a number (or its text), or a string. */
export type AttributeValue<A> = A extends { values: readonly (infer V)[] }
  ? V
  : A extends { type: "number" }
    ? number | `${number}`
    : string;

/** What an element's property holds: the enumeration, a number (parsed from the attribute) or a string. */
export type PropertyValue<A> = A extends { values: readonly (infer V)[] }
  ? V
  : A extends { type: "number" }
    ? number
    : string;

/** The typed attributes of one element, e.g. `HomElementAttributes<"hom-chat">["model"]` is the model union. */
export type HomElementAttributes<T extends HomElementTag> = {
  [A in AttributeOf<T> as A["name"]]?: AttributeValue<A>;
};

/** Listeners by event attribute, `on<event-name>` (React 19's and Svelte 5's way with custom elements). */
export type HomElementEventProps<T extends HomElementTag> = {
  [E in HomElementEventName<T> as `on${E}`]?: (event: CustomEvent<HomWidgetEventMap[E]>) => void;
};

/** One prop per attribute, camelCased (`apiBase`, `publishableKey`...): the React wrappers' and Vue's props. */
export type HomComponentAttributeProps<T extends HomElementTag> = {
  [A in AttributeOf<T> as CamelCase<A["name"]>]?: AttributeValue<A>;
};

/** One `on...` prop per event: `hom-message` -> `onHomMessage(event)` with a typed `event.detail`. */
export type HomComponentEventProps<T extends HomElementTag> = {
  [E in HomElementEventName<T> as `on${PascalCase<E>}`]?: (event: HomWidgetEvent<E>) => void;
};

/**
 * The element's properties, one per attribute (`el.model = "gpt-4o"`, `el.temperature = 0.2`): each writes its
 * attribute, and reads it back parsed; undefined while the attribute is unset.
 */
export type HomElementProperties<T extends HomElementTag> = {
  -readonly [A in AttributeOf<T> as CamelCase<A["name"]>]: PropertyValue<A> | undefined;
};

/** One of the five elements, with typed `addEventListener` for its events. */
export interface HomWidgetElement extends HTMLElement {
  addEventListener<K extends keyof HomWidgetEventMap>(
    type: K,
    listener: (this: HomWidgetElement, event: CustomEvent<HomWidgetEventMap[K]>) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HomWidgetEventMap>(
    type: K,
    listener: (this: HomWidgetElement, event: CustomEvent<HomWidgetEventMap[K]>) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** One element with its typed properties, e.g. `HomElement<"hom-chat">` for `document.querySelector("hom-chat")`. */
export type HomElement<T extends HomElementTag> = HomWidgetElement & HomElementProperties<T>;

/** The five tags and their element types, as `HTMLElementTagNameMap` gets them below. */
export type HomElementTagNameMap = { [T in HomElementTag]: HomElement<T> };

declare global {
  // querySelector("hom-chat"), createElement("hom-chat") and Svelte's bind:this give the typed element.
  interface HTMLElementTagNameMap extends HomElementTagNameMap {}
}
