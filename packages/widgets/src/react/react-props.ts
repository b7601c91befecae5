import type { HTMLAttributes } from "react";
import type { HomElementTag } from "../elements/element-definitions";
import type { HomComponentAttributeProps, HomComponentEventProps, HomWidgetElement } from "../elements/element-types";

export type {
  CamelCase,
  HomComponentAttributeProps,
  HomComponentEventProps,
  PascalCase,
} from "../elements/element-types";

type OwnProps<T extends HomElementTag> = HomComponentAttributeProps<T> & HomComponentEventProps<T>;

/** The props of a React wrapper: its attributes and events, plus the usual HTML props (id, className, style). */
export type HomComponentProps<T extends HomElementTag> = OwnProps<T> &
  Omit<HTMLAttributes<HomWidgetElement>, keyof OwnProps<T> | "children">;
