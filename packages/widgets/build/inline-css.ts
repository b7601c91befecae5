import type { Plugin } from "vite";

const placeholder = "__HOM_WIDGET_CSS__";
// Minifiers may re-quote the string with any of the three quote kinds.
const quotedPlaceholder = /(["'`])__HOM_WIDGET_CSS__\1/g;

/**
 * vanilla-extract cannot inject into a shadow root (upstream issue 488), so the CSS each element bundle
 * imports is written into that bundle in place of the placeholder and adopted as a constructable
 * stylesheet at run time. No CSS file is left for a host page to load.
 */
export function inlineWidgetCss(): Plugin {
  return {
    name: "hom:inline-widget-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const cssFiles = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !file.code.includes(placeholder)) continue;
        // The entry's own CSS plus that of every chunk it imports (shared widget styles, theme classes).
        const imported = new Set<string>();
        const seen = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (seen.has(name) || chunk?.type !== "chunk") return;
          seen.add(name);
          for (const child of chunk.imports) visit(child);
          for (const css of chunk.viteMetadata?.importedCss ?? []) imported.add(css);
        };
        visit(file.fileName);
        const css = [...imported]
          .map((name) => {
            cssFiles.add(name);
            const asset = bundle[name];
            return asset?.type === "asset" ? String(asset.source) : "";
          })
          .join("\n");
        file.code = file.code.replace(quotedPlaceholder, () => JSON.stringify(css));
      }
      for (const name of cssFiles) delete bundle[name];
    },
  };
}
