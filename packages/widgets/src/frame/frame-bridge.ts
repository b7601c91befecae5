import { embeddingOrigin, frameMessage, homWidgetEventNames, isFrameMessage } from "@hub-of-minds/core/protocol";
import { elementDefinitions, frameAttributes, type HomElementTag } from "../elements/element-definitions";

// Runs in the /widgets/v1/<name> iframe pages: the frame side of iframe protocol v1. Reports the content
// height, `ready`, and every widget event to the embedding page (its origin only), applies the host's
// setTheme and setAttributes, and says its height and `ready` again on the host's `hello`. Without a known
// embedding origin it neither sends nor listens.
const target = embeddingOrigin(location.search, document.referrer);
const widget = document.querySelector("main > *");
const tag = widget?.localName;

if (target && window.parent !== window && widget && tag && Object.hasOwn(elementDefinitions, tag)) {
  const post = (message: ReturnType<typeof frameMessage>) => window.parent.postMessage(message, target);
  const sayReady = () => post(frameMessage("ready", { widget: tag }));
  // The same list the server's page takes from the query string (frames.json): all but `api-base`.
  const allowed = new Set<string>(frameAttributes(tag as HomElementTag));

  let last = -1;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post(frameMessage("resize", { height }));
  };
  new ResizeObserver(report).observe(document.body);
  report();

  for (const name of homWidgetEventNames) {
    widget.addEventListener(name, (event) => {
      // Structured clone drops anything that is not plain data; the details are plain JSON.
      post({ ns: "hom", v: 1, type: name, detail: (event as CustomEvent).detail });
    });
  }

  window.addEventListener("message", (event) => {
    if (event.origin !== target || event.source !== window.parent || !isFrameMessage(event.data, "host")) return;
    const message = event.data;
    if (message.type === "hello") {
      // The host's script started after this page said its height (and `ready`): say them again.
      last = -1;
      report();
      if (customElements.get(tag)) sayReady();
    } else if (message.type === "setTheme") widget.setAttribute("theme", message.theme);
    else {
      for (const [name, value] of Object.entries(message.attributes)) {
        if (!allowed.has(name)) continue;
        if (value === null) widget.removeAttribute(name);
        else widget.setAttribute(name, value);
      }
    }
  });

  customElements.whenDefined(tag).then(sayReady);
}
