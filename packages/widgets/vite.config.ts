import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { precompress } from "../../scripts/build/precompress.ts";
import { dropPreloadHelper } from "./build/drop-preload-helper.ts";
import { inlineWidgetCss } from "./build/inline-css.ts";
import { preactAliases } from "./build/preact-aliases.ts";
import { widgetManifest } from "./build/widget-manifest.ts";

// The embeddable build: one ES module per custom element, preact/compat in place of React, plus the loader,
// the iframe pages' side of the iframe protocol (frame) and the host's (embed).
export default defineConfig({
  plugins: [vanillaExtractPlugin(), inlineWidgetCss(), dropPreloadHelper(), widgetManifest(), precompress()],
  resolve: { alias: preactAliases },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: true,
    modulePreload: false,
    rolldownOptions: {
      input: {
        "hom-consciousness": "src/elements/hom-consciousness.tsx",
        "hom-personalities": "src/elements/hom-personalities.tsx",
        "hom-chat": "src/elements/hom-chat.tsx",
        "hom-idea-cosmos": "src/elements/hom-idea-cosmos.tsx",
        "hom-agent-zero": "src/elements/hom-agent-zero.tsx",
        loader: "src/loader/loader.ts",
        frame: "src/frame/frame-bridge.ts",
        embed: "src/frame/embed-host.ts",
      },
      preserveEntrySignatures: "strict",
      output: {
        format: "es",
        // widget-manifest.ts renames the element and frame entries by the hash of their final code.
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        // One runtime chunk for every widget: preact, the element wrapper and the theme hook. Without this the
        // chat's lazily loaded parts (which need preact but not the wrapper) split it in two.
        codeSplitting: {
          groups: [
            {
              name: "define-widget",
              test: /[\\/](preact|@preact)[\\/]|[\\/]src[\\/](elements[\\/]define-widget|theme[\\/](use-widget-theme|theme-name|theme-classes\.css|host-theme\.css))\./,
            },
          ],
        },
        // Vite 8 keeps whitespace in library-style output unless told to minify.
        minify: true,
      },
    },
  },
});
