import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The example has no install of its own (it lives in the monorepo): React comes from the widgets package.
const fromWidgets = createRequire(fileURLToPath(new URL("../../packages/widgets/package.json", import.meta.url)));
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
      // Only the typings are imported from the widgets package; the elements come from the hub's loader.
      { find: /^@hub-of-minds\/widgets\/jsx$/, replacement: fileURLToPath(new URL("./no-op.ts", import.meta.url)) },
    ],
  },
  build: { outDir: "dist", emptyOutDir: true },
});
