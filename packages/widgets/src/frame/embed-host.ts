import {
  type FrameMessage,
  type FramePayloadMap,
  type FrameTheme,
  frameMessage,
  isFrameMessage,
} from "@hub-of-minds/core/protocol";

// The host side of iframe protocol v1 (`<script type="module" src="https://hub/widgets/v1/embed.js">`): sizes
// each hub iframe to the height it reports and re-dispatches the frame's events as DOM events on the
// <iframe> element (`hom-ready`, and each widget event with the element's name and detail), asking the frames
// already on the page to say `ready` again (`hello`). Only messages from the hub's origin and from one of the
// page's own iframes count. `setTheme` and `setAttributes` (import them from this same URL) post to the frame,
// again on `ready` if it was not ready, to the hub's origin only.
const hubOrigin = new URL(import.meta.url).origin;
const ready = new WeakSet<HTMLIFrameElement>();
const queued = new WeakMap<HTMLIFrameElement, FrameMessage[]>();

const frameOf = (source: MessageEventSource | null) =>
  [...document.querySelectorAll("iframe")].find((frame) => frame.contentWindow === source);

window.addEventListener("message", (event) => {
  if (event.origin !== hubOrigin || !isFrameMessage(event.data, "frame")) return;
  const frame = frameOf(event.source);
  if (!frame) return;
  const message = event.data;
  if (message.type === "resize") {
    frame.style.height = `${message.height}px`;
    return;
  }
  if (message.type === "ready") {
    ready.add(frame);
    frame.dataset.homState = "ready";
    for (const pending of queued.get(frame) ?? []) frame.contentWindow?.postMessage(pending, hubOrigin);
    queued.delete(frame);
    frame.dispatchEvent(new CustomEvent("hom-ready", { detail: { widget: message.widget }, bubbles: true }));
    return;
  }
  frame.dispatchEvent(new CustomEvent(message.type, { detail: message.detail, bubbles: true }));
});

// The frames may have said `ready` (and their height) before this script ran, a module loaded after them: the
// hub's frames already on the page are asked to say it again. One still loading misses this and says it itself.
for (const frame of document.querySelectorAll("iframe")) {
  // `src` is absolute, or "" for a frame without one (and `URL.canParse` is too new for some hosts' browsers).
  if (frame.src.startsWith(`${hubOrigin}/`)) frame.contentWindow?.postMessage(frameMessage("hello", {}), hubOrigin);
}

function send<K extends "setTheme" | "setAttributes">(frame: HTMLIFrameElement, type: K, payload: FramePayloadMap[K]) {
  const message: FrameMessage = frameMessage<"setTheme" | "setAttributes">(type, payload);
  frame.contentWindow?.postMessage(message, hubOrigin);
  // This script may have loaded after the frame said `ready`: the message goes now and, in case the frame
  // was not listening yet, again on `ready` (both messages are idempotent).
  if (!ready.has(frame)) queued.set(frame, [...(queued.get(frame) ?? []), message]);
}

/** Switches the theme of the widget in a hub iframe. */
export function setTheme(frame: HTMLIFrameElement, theme: FrameTheme): void {
  send(frame, "setTheme", { theme });
}

/** Sets (string) or removes (null) attributes of the widget in a hub iframe; unknown names are ignored. */
export function setAttributes(frame: HTMLIFrameElement, attributes: Record<string, string | null>): void {
  send(frame, "setAttributes", { attributes });
}
