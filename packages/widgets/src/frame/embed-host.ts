import { isResizeMessage } from "./resize-message";

// The host helper for iframe embeds (`<script type="module" src="https://hub/widgets/embed.js">`): sizes each
// hub iframe to the height it reports. Messages from any other origin, or not from one of the page's own
// iframes, are ignored.
const hubOrigin = new URL(import.meta.url).origin;

window.addEventListener("message", (event) => {
  if (event.origin !== hubOrigin || !isResizeMessage(event.data)) return;
  for (const frame of document.querySelectorAll("iframe")) {
    if (frame.contentWindow === event.source) frame.style.height = `${event.data.height}px`;
  }
});
