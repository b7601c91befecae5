// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { camelCase, elementDefinitions, type HomElementTag } from "../src/elements/element-definitions";
import { elementPropMapSource, propMapName, propMapPath } from "./element-prop-maps";

const tags = Object.keys(elementDefinitions) as HomElementTag[];

describe("src/elements/prop-maps/<tag>.ts", () => {
  it("are up to date with the element definitions (regenerate: npx tsx packages/widgets/build/write-element-prop-maps.ts)", () => {
    expect(readdirSync(new URL("../src/elements/prop-maps/", import.meta.url)).sort()).toEqual(
      tags.map((tag) => `${tag}.ts`).sort(),
    );
    for (const tag of tags) {
      expect(readFileSync(new URL(`../${propMapPath(tag)}`, import.meta.url), "utf8"), tag).toBe(
        elementPropMapSource(tag),
      );
    }
  });

  it.each(tags)("%s's map has every attribute, camelCased, with its type", async (tag) => {
    const map: Record<string, unknown> = await import(`../src/elements/prop-maps/${tag}.ts`);
    const expected = Object.fromEntries(
      elementDefinitions[tag].attributes.map(({ name, type }) => [camelCase(name), type]),
    );
    expect(map[propMapName(tag)]).toEqual(expected);
  });

  it("types the chat's numbers as numbers", async () => {
    const { homChatProps } = await import("../src/elements/prop-maps/hom-chat");
    expect(homChatProps.temperature).toBe("number");
    expect(homChatProps.apiBase).toBe("string");
  });
});
