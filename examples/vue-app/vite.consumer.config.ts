import vue from "@vitejs/plugin-vue";
import { defineConfig } from "vite";

// The config of an app that installed the package: Vue is told the hom-* tags are custom elements.
// (vite.config.ts is the monorepo's.)
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith("hom-") } } })],
  build: { outDir: "dist", emptyOutDir: true },
});
