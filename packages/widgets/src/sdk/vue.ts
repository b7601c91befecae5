// Vue 3 hosts: `import type {} from "@hub-of-minds/widgets/vue";` once (types only), and each tag type-checks in
// templates: camelCased props from its attributes (`api-base` or `apiBase`), `@hom-message` with a typed detail.
// Vue itself must be told the tags are custom elements: `isCustomElement: (tag) => tag.startsWith("hom-")`.
import type { DefineComponent } from "vue";
import type { HomElementTag } from "../elements/element-definitions";
import type { HomComponentAttributeProps, HomComponentEventProps } from "../elements/element-types";

/** One element's props in a Vue template: its attributes and `on...` events (`@hom-message` is `onHomMessage`). */
export type HomVueProps<T extends HomElementTag> = HomComponentAttributeProps<T> & HomComponentEventProps<T>;

/** The five tags as Vue's global components, mapped from the definitions. */
export type HomVueComponents = { [T in HomElementTag]: DefineComponent<HomVueProps<T>> };

declare module "vue" {
  interface GlobalComponents extends HomVueComponents {}
}
