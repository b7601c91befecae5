import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { inlineWidgetCss } from "./build/inline-css.ts";
import { preactAliases } from "./build/preact-aliases.ts";

// The embeddable build: one ES module per custom element, preact/compat in place of React.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), inlineWidgetCss()],
  resolve: { alias: preactAliases },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: true,
    modulePreload: false,
    rolldownOptions: {
      input: { "hom-consciousness": "src/elements/hom-consciousness.tsx" },
      preserveEntrySignatures: "strict",
      output: {
        format: "es",
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        // Vite 8 keeps whitespace in library-style output unless told to minify.
        minify: true,
      },
    },
  },
});
