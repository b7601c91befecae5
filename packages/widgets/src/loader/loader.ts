// `/widgets/loader.js`: upgrades the widget tags wherever they appear (now or later), downloading only the
// bundles of the tags present, when an element comes near the viewport. Bundle names are content-hashed;
// the build writes the tag -> file map in place of the placeholder.
const bundles = "__HOM_BUNDLES__" as unknown as Record<string, string>;
const base = import.meta.url;
const tags = Object.keys(bundles);
const requested = new Set<string>();

const load = (tag: string) => {
  const file = bundles[tag];
  if (!file || requested.has(tag)) return;
  requested.add(tag);
  import(new URL(file, base).href);
};

const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      load(entry.target.localName);
    }
  },
  { rootMargin: "200px" },
);

// A chat in launcher or popup mode is not in the page's flow: it loads at once rather than when seen.
const observe = (element: Element) =>
  element.getAttribute("mode") === "launcher" || element.getAttribute("mode") === "popup"
    ? load(element.localName)
    : near.observe(element);

const watch = (root: Element | Document) => {
  for (const tag of tags) if (!requested.has(tag)) for (const element of root.querySelectorAll(tag)) observe(element);
  if (root instanceof Element && tags.includes(root.localName) && !requested.has(root.localName)) observe(root);
};

new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) watch(node);
}).observe(document, { childList: true, subtree: true });
watch(document);
