import type { HomWidgetEventMap } from "../shared/widget-events";
import type { elementDefinitions, HomElementTag } from "./element-definitions";

type Definitions = typeof elementDefinitions;
/** The value type of one attribute definition: its enumeration, a number, or a string. */
export type AttributeValue<A> = A extends { values: readonly (infer V)[] }
  ? V
  : A extends { type: "number" }
    ? number | `${number}`
    : string;

/** The typed attributes of one element, e.g. `HomElementAttributes<"hom-chat">["model"]` is the model union. */
export type HomElementAttributes<T extends HomElementTag> = {
  [A in Definitions[T]["attributes"][number] as A["name"]]?: AttributeValue<A>;
};

/** React 19 listens to a custom element's events through `on<event-name>` props. */
export type HomElementEventProps<T extends HomElementTag> = {
  [E in Definitions[T]["events"][number] as `on${E}`]?: (event: CustomEvent<HomWidgetEventMap[E]>) => void;
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
}
