import type { Plugin } from "vite";
import { preactAliases } from "./preact-aliases";

/**
 * The package build: the elements render with preact/compat (bundled), while the React wrappers in
 * `wrappersDir` use the host's own React, left as an external import.
 */
export function reactForWrappers(wrappersDir: string): Plugin {
  return {
    name: "hom:react-for-wrappers",
    enforce: "pre",
    resolveId(source, importer) {
      const alias = preactAliases.find(({ find }) => find instanceof RegExp && find.test(source));
      if (!alias) return null;
      if (importer?.startsWith(wrappersDir)) return { id: source, external: true };
      return this.resolve(alias.replacement, importer, { skipSelf: true });
    },
  };
}
