import type { HTMLAttributes } from "react";
import type { elementDefinitions, HomElementTag } from "../elements/element-definitions";
import type { AttributeValue, HomWidgetElement } from "../elements/element-types";
import type { HomWidgetEvent } from "../shared/widget-events";

type Definitions = typeof elementDefinitions;
/** `hom-personality-selected` -> `HomPersonalitySelected`. */
export type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;
/** `api-base` -> `apiBase`. */
export type CamelCase<S extends string> = Uncapitalize<PascalCase<S>>;

/** One prop per attribute, camelCased: `apiBase`, `publishableKey`, `theme`... */
export type HomComponentAttributeProps<T extends HomElementTag> = {
  [A in Definitions[T]["attributes"][number] as CamelCase<A["name"]>]?: AttributeValue<A>;
};

/** One `on...` prop per event: `hom-message` -> `onHomMessage(event)` with a typed `event.detail`. */
export type HomComponentEventProps<T extends HomElementTag> = {
  [E in Definitions[T]["events"][number] as `on${PascalCase<E>}`]?: (event: HomWidgetEvent<E>) => void;
};

type OwnProps<T extends HomElementTag> = HomComponentAttributeProps<T> & HomComponentEventProps<T>;

/** The props of a React wrapper: its attributes and events, plus the usual HTML props (id, className, style). */
export type HomComponentProps<T extends HomElementTag> = OwnProps<T> &
  Omit<HTMLAttributes<HomWidgetElement>, keyof OwnProps<T> | "children">;
