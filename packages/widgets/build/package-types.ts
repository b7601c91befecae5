import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { generateDtsBundle } from "dts-bundle-generator";
import type { Plugin } from "vite";
import { packageEntries } from "./package-entries";

const root = fileURLToPath(new URL("..", import.meta.url));

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
      const bundles = generateDtsBundle(
        names.map((name) => ({
          filePath: `${root}/${packageEntries[name]}`,
          output: { noBanner: true, exportReferencedTypes: false, inlineDeclareGlobals: true },
          libraries: { inlinedLibraries: ["@hub-of-minds/core"] },
        })),
        { preferredConfigPath: `${root}/tsconfig.package-types.json` },
      );
      names.forEach((name, index) => {
        const file = `${root}/${outDir}/${name}.d.ts`;
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, bundles[index] ?? "");
      });
    },
  };
}
