// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { packageEntries } from "./package-entries";
import { augmentationDeclarations, augmentationEntries } from "./package-types";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");

describe("the typings of the framework entries (jsx, vue, svelte)", () => {
  it("import the package's own types from index.d.ts, which exports each of them", () => {
    const index = read(packageEntries.index ?? "");
    for (const name of augmentationEntries) {
      const declarations = augmentationDeclarations(read(packageEntries[name] ?? ""));
      const own = [...declarations.matchAll(/import type \{([^}]+)\} from "\.\/index\.js"/g)].flatMap((match) =>
        (match[1] ?? "").split(",").map((type) => type.trim()),
      );
      expect(own.length, name).toBeGreaterThan(0);
      expect(declarations, name).not.toMatch(/from "\.\.?\/(?!index\.js")/);
      for (const type of own.filter(Boolean)) expect(index, `${name}: ${type}`).toMatch(new RegExp(`\\b${type},`));
    }
  });

  it("augment their framework's own module", () => {
    expect(augmentationDeclarations(read(packageEntries.vue ?? ""))).toContain('declare module "vue"');
    expect(augmentationDeclarations(read(packageEntries.svelte ?? ""))).toContain('declare module "svelte/elements"');
    expect(augmentationDeclarations(read(packageEntries.jsx ?? ""))).toContain('declare module "react"');
  });
});
