import { embeddingOrigin, resizeMessage } from "./resize-message";

// Runs in the /widgets/<name> iframe pages: reports the content height to the embedding page only.
const target = embeddingOrigin(location.search, document.referrer);
if (target && window.parent !== window) {
  let last = -1;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage(resizeMessage(height), target);
  };
  new ResizeObserver(report).observe(document.body);
  report();
}
