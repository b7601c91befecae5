// React hosts: `import "@hub-of-minds/widgets/jsx";` once, then `<hom-chat model="gpt-4" />` type-checks.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { HomElementTag } from "./element-definitions";
import type { HomElementAttributes, HomElementEventProps, HomWidgetElement } from "./element-types";

export type HomElementProps<T extends HomElementTag> = DetailedHTMLProps<
  HTMLAttributes<HomWidgetElement>,
  HomWidgetElement
> &
  HomElementAttributes<T> &
  HomElementEventProps<T>;

/** The five tags as React's intrinsic elements, mapped from the definitions. */
export type HomIntrinsicElements = { [T in HomElementTag]: HomElementProps<T> };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends HomIntrinsicElements {}
  }
}
