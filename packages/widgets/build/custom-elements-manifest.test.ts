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
      "personality",
      "temperature",
      "persist",
      "user-id",
      "user-hash",
      "mode",
      "position",
      "label",
      "greeting",
      "avatar",
      "prompts",
      "controls",
      "color",
    ]);
    expect(declaration?.events.map((event) => event.name)).toEqual([
      "hom-message",
      "hom-error",
      "hom-image",
      "hom-thread-changed",
    ]);
    expect(declaration?.events.at(-1)?.type.text).toBe('CustomEvent<HomWidgetEventMap["hom-thread-changed"]>');
    expect(declaration?.attributes[0]?.type.text).toBe('"light" | "dark" | "auto"');
  });

  it("documents the theming of every widget: custom properties for colours, radius, font, size and spacing, and parts", () => {
    for (const module of customElementsManifest().modules) {
      const declaration = module.declarations[0];
      const properties = declaration?.cssProperties.map((property) => property.name) ?? [];
      for (const name of [
        "--hom-color-accent",
        "--hom-color-text",
        "--hom-radius-lg",
        "--hom-font-body",
        "--hom-font-size",
        "--hom-space",
      ]) {
        expect(properties, `${declaration?.tagName} ${name}`).toContain(name);
      }
      expect(declaration?.cssProperties.every((property) => property.description && property.default)).toBe(true);
      expect(
        declaration?.cssParts.map((part) => part.name),
        declaration?.tagName,
      ).toContain("root");
      expect(declaration?.cssParts.every((part) => part.description.length > 0)).toBe(true);
    }
    const accent = customElementsManifest().modules[0]?.declarations[0]?.cssProperties.find(
      (property) => property.name === "--hom-color-accent",
    );
    expect(accent?.default).toBe("#5a45e0 (light) / #8b7bff (dark)");
  });
});
