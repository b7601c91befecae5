import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// In the monorepo the example has no install of its own: React comes from the widgets package and
// `@hub-of-minds/widgets/react` is the package's build (packages/widgets/dist/npm), as an install would give.
// A real app needs none of this (see package.json and the consumer test, examples/e2e/consumer.e2e.ts).
const widgets = new URL("../../packages/widgets/", import.meta.url);
const fromWidgets = createRequire(fileURLToPath(new URL("package.json", widgets)));
const resolveFrom = (name: string) => fromWidgets.resolve(name);

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  resolve: {
    alias: [
      { find: /^react$/, replacement: resolveFrom("react") },
      { find: /^react\/jsx-runtime$/, replacement: resolveFrom("react/jsx-runtime") },
      { find: /^react\/jsx-dev-runtime$/, replacement: resolveFrom("react/jsx-dev-runtime") },
      { find: /^react-dom\/client$/, replacement: resolveFrom("react-dom/client") },
      { find: /^@hub-of-minds\/widgets\/react$/, replacement: fileURLToPath(new URL("dist/npm/react.js", widgets)) },
    ],
  },
  build: { outDir: "dist", emptyOutDir: true },
});
