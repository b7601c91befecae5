// A lazily loaded part of a widget brings its own CSS: build/inline-css.ts writes it into the chunk in place of
// "__HOM_CHUNK_CSS__", and the part adopts it into the shadow root it renders in, beside the widget's own
// sheet. In the site (no shadow root, no placeholder replaced) vanilla-extract injects the CSS as usual.
const sheets = new Map<string, CSSStyleSheet>();

export function adoptChunkStyles(node: Node | null, css: string): void {
  const root = node?.getRootNode();
  if (css.startsWith("__HOM_") || !(root instanceof ShadowRoot)) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
