// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { customElementsManifest } from "./custom-elements-manifest";

describe("custom-elements.json", () => {
  it("is up to date with the element definitions (regenerate: npx tsx packages/widgets/build/write-custom-elements.ts)", () => {
    const committed: unknown = JSON.parse(readFileSync(new URL("../custom-elements.json", import.meta.url), "utf8"));
    expect(committed).toEqual(customElementsManifest());
  });

  it("documents the chat element's attributes and events", () => {
    const chat = customElementsManifest().modules.find((module) => module.declarations[0]?.tagName === "hom-chat");
    const declaration = chat?.declarations[0];
    expect(declaration?.attributes.map((attribute) => attribute.name)).toEqual([
      "theme",
      "api-base",
      "publishable-key",
      "model",
      "temperature",
    ]);
    expect(declaration?.events.map((event) => event.name)).toEqual(["hom-message", "hom-error", "hom-image"]);
    expect(declaration?.attributes[0]?.type.text).toBe('"light" | "dark" | "auto"');
  });
});
