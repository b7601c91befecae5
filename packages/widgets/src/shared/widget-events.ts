import type { HomWidgetEventMap, HomWidgetEventName } from "@hub-of-minds/core/protocol";

// The event map lives in core's iframe protocol: the iframe pages forward the same names and detail.
export { type HomWidgetEventMap, type HomWidgetEventName, homWidgetEventNames } from "@hub-of-minds/core/protocol";

/**
 * Every event a widget dispatches on its element. All bubble and are composed, so a host listens on the
 * element or any ancestor: `el.addEventListener("hom-message", (e) => e.detail.content)`.
 */
export type HomWidgetEvent<K extends HomWidgetEventName> = CustomEvent<HomWidgetEventMap[K]>;

/** Dispatches from inside the shadow root; `composed` carries it out to the element (retargeted). */
export function emitWidgetEvent<K extends HomWidgetEventName>(
  from: EventTarget | null | undefined,
  name: K,
  detail: HomWidgetEventMap[K],
): void {
  from?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
