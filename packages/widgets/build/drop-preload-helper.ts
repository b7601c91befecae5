import type { Plugin } from "vite";

// Vite wraps every dynamic import as `__vitePreload(() => import("..."), __VITE_PRELOAD__)` and bundles a
// ~1 KB helper that preloads the chunk's dependencies with <link> tags in the document's <head> (vitejs/vite
// issues 13952, 18551: `modulePreload: false` does not remove it). A widget's lazy chunk needs none of that
// (its CSS comes inlined, its imports are ES imports), and a host page's <head> is not ours to write to. The
// wrapper is undone before minification, which then drops the helper as unused.
const wrapped = /__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g;

export function dropPreloadHelper(): Plugin {
  return {
    name: "hom:drop-preload-helper",
    apply: "build",
    enforce: "post",
    renderChunk(code, chunk) {
      if (!code.includes("__VITE_PRELOAD__")) return null;
      const unwrapped = code.replace(wrapped, "$1");
      // A wrapper of another shape (a newer Vite) fails the build rather than shipping the helper.
      if (unwrapped.includes("__VITE_PRELOAD__")) this.error(`${chunk.fileName}: a dynamic import is still wrapped`);
      return { code: unwrapped, map: null };
    },
  };
}
