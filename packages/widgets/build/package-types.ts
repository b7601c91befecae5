import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { generateDtsBundle } from "dts-bundle-generator";
import type { Plugin } from "vite";
import { packageEntries } from "./package-entries";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The entries that only augment a framework's types (React's JSX, Vue's GlobalComponents, svelte/elements).
 * dts-bundle-generator would copy every `declare module` of the program into every bundle (Vue's into the React
 * typings...), so their .d.ts is their own source, taking the shared types from index.d.ts.
 */
export const augmentationEntries = new Set(["jsx", "vue", "svelte"]);

/** An augmentation entry's .d.ts: its source, with the package's own modules imported from index.d.ts. */
export function augmentationDeclarations(source: string): string {
  return source.replace(/from "\.{1,2}\/[^"]+"/g, 'from "./index.js"');
}

/**
 * Writes one self-contained .d.ts per package entry next to its .js, core's types inlined (core is bundled,
 * not published), so a consumer type-checks against dist/npm alone. dts-bundle-generator rather than tsc:
 * tsc emits one file per module and leaves `@hub-of-minds/core` imports a consumer cannot resolve.
 */
export function packageTypes(outDir: string): Plugin {
  return {
    name: "hom:package-types",
    apply: "build",
    closeBundle() {
      const names = Object.keys(packageEntries);
      const bundled = names.filter((name) => !augmentationEntries.has(name));
      const bundles = generateDtsBundle(
        bundled.map((name) => ({
          filePath: `${root}/${packageEntries[name]}`,
          output: { noBanner: true, exportReferencedTypes: false, inlineDeclareGlobals: true },
          libraries: { inlinedLibraries: ["@hub-of-minds/core"] },
        })),
        { preferredConfigPath: `${root}/tsconfig.package-types.json` },
      );
      for (const name of names) {
        const file = `${root}/${outDir}/${name}.d.ts`;
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          augmentationEntries.has(name)
            ? augmentationDeclarations(readFileSync(`${root}/${packageEntries[name]}`, "utf8"))
            : (bundles[bundled.indexOf(name)] ?? ""),
        );
      }
    },
  };
}
