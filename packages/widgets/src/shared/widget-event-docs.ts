import type { HomWidgetEventName } from "./widget-events";

/** One line per event, for the Custom Elements Manifest (kept out of the bundles). */
export const homWidgetEventDescriptions: Record<HomWidgetEventName, string> = {
  "hom-message": "A message was added: the user's on send, the assistant's when its reply is complete.",
  "hom-error": "A chat or image request failed; detail.message is the server's text.",
  "hom-image": "An image was generated; detail.url is its address.",
  "hom-idea-submitted": "An idea finished its release and became a ripple.",
  "hom-personality-selected": "A personality card was chosen; detail has its id, name and level.",
  "hom-thread-changed":
    'Server-side threads (a publishable key): a thread was created, switched to (or resumed after a reload), renamed or deleted; detail is {threadId, title, reason}, threadId null when "Delete my data" removed them all.',
};
