// A type test as much as a unit test: `node scripts/typecheck.mjs` compiles it, so each line after an
// expect-error comment must stay an error (a wrong type) and everything else must type-check.
import "./hom-chat";
import "./hom-personalities";
import type { SvelteHTMLElements } from "svelte/elements";
import { describe, expect, it } from "vitest";
import type { GlobalComponents } from "vue";
import type { HomWidgetEventMap } from "../shared/widget-events";
import type { HomElement } from "./element-types";
import "../sdk/svelte";
import "../sdk/vue";

describe("the elements' TypeScript types, mapped from element-definitions.ts", () => {
  it("type each property: assignments write the attribute, reads come back parsed", () => {
    const chat = document.createElement("hom-chat");
    chat.model = "gpt-4o";
    chat.temperature = 0.2;
    chat.theme = "dark";
    chat.apiBase = "https://hub.example.com";
    // @ts-expect-error: the temperature is a number
    chat.temperature = "hot";
    // @ts-expect-error: not one of the themes
    chat.theme = "sepia";
    // @ts-expect-error: the chat has no level
    chat.level = "high";
    const temperature: number | undefined = document.querySelector("hom-chat")?.temperature;
    const personalities: HomElement<"hom-personalities"> = document.createElement("hom-personalities");
    personalities.level = "emerging";
    // @ts-expect-error: personalities has no model
    personalities.model = "gpt-4o";
    expect(temperature).toBeUndefined();
    expect(chat.getAttribute("model")).toBe("gpt-4o");
    expect(chat.getAttribute("api-base")).toBe("https://hub.example.com");
    expect(chat.getAttribute("temperature")).toBe("hot");
    expect(personalities.getAttribute("level")).toBe("emerging");
  });

  it("type each event's detail", () => {
    const chat = document.createElement("hom-chat");
    const roles: ("user" | "assistant")[] = [];
    chat.addEventListener("hom-message", (event) => {
      roles.push(event.detail.role);
      // @ts-expect-error: a message's detail has no `url`
      roles.push(event.detail.url);
    });
    chat.addEventListener("hom-error", (event) => {
      // @ts-expect-error: an error's kind is "chat" or "image"
      const kind: "chat" | "text" = event.detail.kind;
      return kind;
    });
    const detail: HomWidgetEventMap["hom-message"] = { role: "assistant", content: "Hello" };
    chat.dispatchEvent(new CustomEvent("hom-message", { detail }));
    expect(roles).toEqual(["assistant", undefined]);
  });

  it("type the tags in Vue templates (GlobalComponents) and Svelte markup (svelte/elements)", () => {
    type VueChatProps = InstanceType<GlobalComponents["hom-chat"]>["$props"];
    const vueProps: VueChatProps = { apiBase: "https://hub.example.com", temperature: "0.7", onHomMessage: () => {} };
    // @ts-expect-error: not one of the themes
    const wrongVue: VueChatProps = { theme: "sepia" };
    const svelteProps: SvelteHTMLElements["hom-chat"] = {
      "api-base": "https://hub.example.com",
      "onhom-message": (event) => event.detail.content,
    };
    // @ts-expect-error: the seed is a number
    const wrongSvelte: SvelteHTMLElements["hom-agent-zero"] = { seed: "seven" };
    expect([vueProps.apiBase, svelteProps["api-base"], wrongVue.theme, wrongSvelte.seed]).toEqual([
      "https://hub.example.com",
      "https://hub.example.com",
      "sepia",
      "seven",
    ]);
  });
});
