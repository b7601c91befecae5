import { describe, expect, it } from "vitest";
import { camelCase, elementDefinitions, frameAttributes, framePages, type HomElementTag } from "./element-definitions";

const modules: Record<HomElementTag, () => Promise<unknown>> = {
  "hom-consciousness": () => import("./hom-consciousness"),
  "hom-personalities": () => import("./hom-personalities"),
  "hom-chat": () => import("./hom-chat"),
  "hom-idea-cosmos": () => import("./hom-idea-cosmos"),
  "hom-agent-zero": () => import("./hom-agent-zero"),
};

describe("elementDefinitions", () => {
  it.each(Object.keys(modules) as HomElementTag[])("%s observes exactly its documented attributes", async (tag) => {
    await modules[tag]();
    const element = customElements.get(tag) as unknown as { observedAttributes: string[] } | undefined;
    expect(element).toBeDefined();
    const documented = elementDefinitions[tag].attributes.map((attribute) => attribute.name);
    expect([...(element?.observedAttributes ?? [])].sort()).toEqual([...documented].sort());
  });

  it.each(Object.keys(modules) as HomElementTag[])(
    "%s reads each property back as its definition types it",
    async (tag) => {
      await modules[tag]();
      const element = document.createElement(tag) as unknown as HTMLElement & Record<string, unknown>;
      for (const attribute of elementDefinitions[tag].attributes) {
        element.setAttribute(attribute.name, "7");
        expect(element[camelCase(attribute.name)], attribute.name).toBe(attribute.type === "number" ? 7 : "7");
        element[camelCase(attribute.name)] = undefined;
        expect(element.hasAttribute(attribute.name), attribute.name).toBe(false);
      }
    },
  );

  it("gives each widget its spec 001 iframe page, which takes every attribute but api-base", () => {
    const pages = framePages();
    expect(Object.keys(pages)).toEqual(["consciousness", "ai-personalities", "chatgpt", "idea-cosmos", "agent-zero"]);
    expect(pages.chatgpt?.tag).toBe("hom-chat");
    for (const [tag, definition] of Object.entries(elementDefinitions) as [
      HomElementTag,
      (typeof elementDefinitions)[HomElementTag],
    ][]) {
      const names = definition.attributes.map((attribute) => attribute.name);
      expect(pages[definition.frame.page]?.attributes).toEqual(names.filter((name) => name !== "api-base"));
      expect(frameAttributes(tag)).toEqual(pages[definition.frame.page]?.attributes);
      expect(frameAttributes(tag)).toContain("theme");
    }
  });

  it("turns attribute names into property names", () => {
    expect(camelCase("publishable-key")).toBe("publishableKey");
    expect(camelCase("api-base")).toBe("apiBase");
  });
});
