// Svelte 5 hosts: `import type {} from "@hub-of-minds/widgets/svelte";` once (types only), and each tag type-checks
// in markup: its attributes as written (`api-base`), `onhom-message` with a typed detail, `bind:this` typed.
import type { HTMLAttributes } from "svelte/elements";
import type { HomElementTag } from "../elements/element-definitions";
import type { HomElementAttributes, HomElementEventProps, HomWidgetElement } from "../elements/element-types";

/** One element's attributes in Svelte markup: the usual HTML ones, its own, and `on<event-name>` listeners. */
export type HomSvelteAttributes<T extends HomElementTag> = Omit<
  HTMLAttributes<HomWidgetElement>,
  keyof HomElementAttributes<T>
> &
  HomElementAttributes<T> &
  HomElementEventProps<T>;

/** The five tags as Svelte's elements, mapped from the definitions. */
export type HomSvelteElements = { [T in HomElementTag]: HomSvelteAttributes<T> };

declare module "svelte/elements" {
  interface SvelteHTMLElements extends HomSvelteElements {}
}
