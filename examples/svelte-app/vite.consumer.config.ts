import { svelte } from "@sveltejs/vite-plugin-svelte";
import { defineConfig } from "vite";

// The config of an app that installed the package: nothing special for the elements. (vite.config.ts is the
// monorepo's.)
export default defineConfig({
  plugins: [svelte()],
  build: { outDir: "dist", emptyOutDir: true },
});
