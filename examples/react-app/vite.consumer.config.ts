import { defineConfig } from "vite";

// The config of an app that installed the package: nothing special. (vite.config.ts is the monorepo's.)
export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: { outDir: "dist", emptyOutDir: true },
});
