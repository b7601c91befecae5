import { describe, expect, it } from "vitest";
import pkg from "../package.json";

describe("core's public face", () => {
  it("imports in plain Node without a DOM", async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe("undefined");
    const core = await import("./index");
    expect(Object.keys(core).length).toBeGreaterThan(100);
    expect(core.personalityCatalogue).toHaveLength(56);
  });

  it("depends on neither React nor Preact", () => {
    const manifest: { dependencies?: object; devDependencies?: object; peerDependencies?: object } = pkg;
    const deps = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
    expect(deps.filter((name) => /^(react|react-dom|preact|@preact\/compat)$/.test(name))).toEqual([]);
  });
});
