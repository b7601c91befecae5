import type { Plugin, Rollup } from "vite";

// Minifiers may re-quote the string with any of the three quote kinds.
const widgetPlaceholder = /(["'`])__HOM_WIDGET_CSS__\1/g;
const sharedPlaceholder = /(["'`])__HOM_WIDGET_SHARED_CSS__\1/g;
const chunkPlaceholder = /(["'`])__HOM_CHUNK_CSS__\1/g;

/** The CSS files a chunk and the chunks it imports statically bring. */
function cssOf(bundle: Rollup.OutputBundle, fileName: string): Set<string> {
  const imported = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== "chunk") return;
    seen.add(name);
    for (const child of chunk.imports) visit(child);
    for (const css of chunk.viteMetadata?.importedCss ?? []) imported.add(css);
  };
  visit(fileName);
  return imported;
}

const source = (bundle: Rollup.OutputBundle, names: Iterable<string>) =>
  [...names]
    .map((name) => {
      const asset = bundle[name];
      return asset?.type === "asset" ? String(asset.source) : "";
    })
    .join("\n");

/**
 * vanilla-extract cannot inject into a shadow root (upstream issue 488), so the CSS each element bundle
 * imports is written into that bundle in place of "__HOM_WIDGET_CSS__" (what the element runtime's chunk
 * imports, in place of "__HOM_WIDGET_SHARED_CSS__" there) and adopted as constructable stylesheets at run time. A lazily loaded chunk (the chat's thread list) gets, in place of
 * "__HOM_CHUNK_CSS__", the CSS it brings beyond what the widgets already have (shared/chunk-styles.ts adopts
 * it). No CSS file is left for a host page to load.
 */
export function inlineWidgetCss(): Plugin {
  return {
    name: "hom:inline-widget-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const cssFiles = new Set<string>();
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      // The element runtime's chunk (define-widget) carries the CSS every widget has (the theme's tokens and
      // classes) once, as the sheet each element adopts first: written into each of the five bundles it
      // weighed about 1 KB brotli in each.
      const runtime = chunks.find((file) => file.code.includes("__HOM_WIDGET_SHARED_CSS__"));
      const shared = runtime ? cssOf(bundle, runtime.fileName) : new Set<string>();
      if (runtime) runtime.code = runtime.code.replace(sharedPlaceholder, () => JSON.stringify(source(bundle, shared)));
      for (const name of shared) cssFiles.add(name);
      for (const file of chunks) {
        if (!file.code.includes("__HOM_WIDGET_CSS__")) continue;
        // The entry's own CSS plus that of every chunk it imports (shared widget styles), less the runtime's.
        const css = [...cssOf(bundle, file.fileName)].filter((name) => !shared.has(name));
        for (const name of css) cssFiles.add(name);
        file.code = file.code.replace(widgetPlaceholder, () => JSON.stringify(source(bundle, css)));
      }
      const widgetCss = new Set(cssFiles);
      for (const file of chunks) {
        if (!file.code.includes("__HOM_CHUNK_CSS__")) continue;
        const css = [...cssOf(bundle, file.fileName)].filter((name) => !widgetCss.has(name));
        for (const name of css) cssFiles.add(name);
        file.code = file.code.replace(chunkPlaceholder, () => JSON.stringify(source(bundle, css)));
      }
      for (const name of cssFiles) delete bundle[name];
    },
  };
}
