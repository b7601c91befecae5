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

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "hom-consciousness": HomElementProps<"hom-consciousness">;
      "hom-personalities": HomElementProps<"hom-personalities">;
      "hom-chat": HomElementProps<"hom-chat">;
      "hom-idea-cosmos": HomElementProps<"hom-idea-cosmos">;
      "hom-agent-zero": HomElementProps<"hom-agent-zero">;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "hom-consciousness": HomWidgetElement;
    "hom-personalities": HomWidgetElement;
    "hom-chat": HomWidgetElement;
    "hom-idea-cosmos": HomWidgetElement;
    "hom-agent-zero": HomWidgetElement;
  }
}
