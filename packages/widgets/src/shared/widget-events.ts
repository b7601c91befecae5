/**
 * Every event a widget dispatches on its element. All bubble and are composed, so a host listens on the
 * element or any ancestor: `el.addEventListener("hom-message", (e) => e.detail.content)`.
 */
export interface HomWidgetEventMap {
  /** `<hom-chat>`: a message was added (the user's on send, the assistant's when its reply is complete). */
  "hom-message": { role: "user" | "assistant"; content: string; tokens?: number };
  /** `<hom-chat>`: a chat or image request failed; `message` is the server's text. */
  "hom-error": { kind: "chat" | "image"; message: string };
  /** `<hom-chat>`: an image was generated. */
  "hom-image": { prompt: string; url: string };
  /** `<hom-idea-cosmos>`: an idea finished its release and became a ripple. */
  "hom-idea-submitted": { idea: string; submittedBy: string; universalScore: number; dimensions: string[] };
  /** `<hom-personalities>`: a personality card was chosen. */
  "hom-personality-selected": { id: string; name: string; level: number };
}

export type HomWidgetEventName = keyof HomWidgetEventMap;
export type HomWidgetEvent<K extends HomWidgetEventName> = CustomEvent<HomWidgetEventMap[K]>;

/** The event names, for the manifest and for hosts that list them. */
export const homWidgetEventNames = [
  "hom-message",
  "hom-error",
  "hom-image",
  "hom-idea-submitted",
  "hom-personality-selected",
] as const satisfies readonly HomWidgetEventName[];

/** Dispatches from inside the shadow root; `composed` carries it out to the element (retargeted). */
export function emitWidgetEvent<K extends HomWidgetEventName>(
  from: EventTarget | null | undefined,
  name: K,
  detail: HomWidgetEventMap[K],
): void {
  from?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
