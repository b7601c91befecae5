import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { dropPreloadHelper } from "./build/drop-preload-helper.ts";
import { inlineWidgetCss } from "./build/inline-css.ts";
import { packageEntries } from "./build/package-entries.ts";
import { packageTypes } from "./build/package-types.ts";
import { reactForWrappers } from "./build/react-for-wrappers.ts";

// The npm package `@hub-of-minds/widgets` (dist/npm): ES modules with source maps, core and preact
// bundled in, React left to the host for the wrappers, and a bundled .d.ts per entry.
export default defineConfig({
  plugins: [
    reactForWrappers(fileURLToPath(new URL("./src/react/", import.meta.url))),
    vanillaExtractPlugin(),
    inlineWidgetCss(),
    dropPreloadHelper(),
    packageTypes("dist/npm"),
  ],
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: {
    outDir: "dist/npm",
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: true,
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      input: packageEntries,
      preserveEntrySignatures: "strict",
      output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
