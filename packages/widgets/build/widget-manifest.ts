import { createHash } from "node:crypto";
import type { Plugin, Rollup } from "vite";
import { framePages } from "../src/elements/element-definitions.ts";

const placeholder = /(["'`])__HOM_BUNDLES__\1/g;
/** Entries with a fixed name: the loader and the host helper are short-cached, never hashed. */
export const stableEntries = new Set(["loader", "embed"]);

/**
 * After the CSS is inlined, renames each element and frame bundle to `<name>-<hash of its final code>.js`,
 * writes `manifest.json` (`{ "hom-chat": "hom-chat-1a2b3c4d.js", ... }`) and `frames.json` (each iframe page's
 * tag, title and attributes, from element-definitions.ts) for the server's iframe pages, and
 * writes the element part of that map into the loader.
 */
export function widgetManifest(): Plugin {
  return {
    name: "hom:widget-manifest",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const manifest: Record<string, string> = {};
      let loader: Rollup.OutputChunk | undefined;
      for (const [key, file] of Object.entries(bundle)) {
        if (file.type !== "chunk" || !file.isEntry) continue;
        if (file.name === "loader") loader = file;
        if (stableEntries.has(file.name)) continue;
        const hash = createHash("sha256").update(file.code).digest("base64url").slice(0, 10);
        const fileName = `${file.name}-${hash}.js`;
        // Rolldown forbids renaming chunks here: emit the final code under its hashed name instead.
        delete bundle[key];
        this.emitFile({ type: "asset", fileName, source: file.code });
        manifest[file.name] = fileName;
      }
      const elements = Object.fromEntries(Object.entries(manifest).filter(([name]) => name.startsWith("hom-")));
      if (loader) loader.code = loader.code.replace(placeholder, () => JSON.stringify(elements));
      this.emitFile({ type: "asset", fileName: "manifest.json", source: `${JSON.stringify(manifest, null, 2)}\n` });
      // The server's iframe pages: names, tags, titles and the attributes each takes, from the definitions.
      this.emitFile({ type: "asset", fileName: "frames.json", source: `${JSON.stringify(framePages(), null, 2)}\n` });
    },
  };
}
