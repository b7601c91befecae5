import { type ProviderId, providerChatModels, providerIds, providerModels } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { createChatModels } from "./chat-models";
import { providerModelPrefixes, providerOfModel } from "./model-router";
import { allowListOf, includedModels } from "./oversight";

describe("the provider model table, as the gateway reads it", () => {
  it("gives every chat model its provider's prefix, which routes it back to that provider", () => {
    for (const provider of providerIds) {
      for (const model of providerModels[provider]) {
        if (!model.chatModel) continue;
        const prefix = provider === "openai" ? undefined : providerModelPrefixes[provider];
        if (prefix) expect(model.chatModel.startsWith(prefix), model.chatModel).toBe(true);
        const routed = providerOfModel(model.chatModel);
        expect(routed.provider, model.chatModel).toBe(provider);
        // The provider sees its own name, never the gateway's prefix.
        expect(routed.upstreamModel).toBe(prefix ? model.chatModel.slice(prefix.length) : model.chatModel);
      }
    }
  });

  it("has chat models of every provider and no id twice", () => {
    const ids = providerChatModels.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(providerChatModels.map((entry) => entry.provider))).toEqual(new Set(providerIds));
  });
});

describe("createChatModels", () => {
  const make = (keys: readonly ProviderId[], allowedModels: readonly string[] = []) => {
    const asked: ProviderId[] = [];
    const models = createChatModels({
      router: {
        configured: async (provider) => {
          asked.push(provider);
          return keys.includes(provider);
        },
      },
      openAiModels: () => allowListOf({ allowedModels }),
    });
    return { models, asked };
  };
  const tableOf = (provider: ProviderId) => providerChatModels.filter((entry) => entry.provider === provider);

  it("lists nothing when no provider has a key", async () => {
    expect(await make([]).models.list()).toEqual([]);
  });

  it("lists the allow-list when only OpenAI has a key, named as the table names them", async () => {
    const list = await make(["openai"], ["gpt-4o-mini"]).models.list();
    expect(list.map((entry) => entry.id)).toEqual([...includedModels, "gpt-4o-mini"]);
    expect(list.find((entry) => entry.id === "gpt-4o-mini")).toEqual({
      id: "gpt-4o-mini",
      provider: "openai",
      name: "gpt-4o-mini",
    });
  });

  it("adds each configured provider's table models after OpenAI's, and asks each provider once", async () => {
    const { models, asked } = make(["openai", "peo"]);
    const list = await models.list();
    expect(list).toEqual([...includedModels.map((id) => ({ id, provider: "openai", name: id })), ...tableOf("peo")]);
    expect(list.some((entry) => entry.provider === "huggingface")).toBe(false);
    expect([...asked].sort()).toEqual([...providerIds].sort());
  });

  it("lists a provider model an operator allowed by its prefixed id once its provider has a key", async () => {
    const extra = "huggingface/Qwen/Qwen2.5-7B-Instruct";
    expect((await make(["openai"], [extra]).models.list()).map((entry) => entry.id)).not.toContain(extra);
    const list = await make(["huggingface"], [extra]).models.list();
    expect(list).toEqual([{ id: extra, provider: "huggingface", name: extra }, ...tableOf("huggingface")]);
  });

  it("allows the allow-list and the table's provider models, nothing else", () => {
    const { models } = make([], ["gpt-4o-mini", "google/gemini-2.0-flash"]);
    for (const entry of [...tableOf("huggingface"), ...tableOf("peo")]) expect(models.isAllowed(entry.id)).toBe(true);
    expect(models.isAllowed("gpt-4o")).toBe(true);
    expect(models.isAllowed("gpt-4o-mini")).toBe(true);
    expect(models.isAllowed("google/gemini-2.0-flash")).toBe(true);
    expect(models.isAllowed("gpt-5")).toBe(false);
    // gpt-4 is the panels' costly choice: served only when listed.
    expect(models.isAllowed("gpt-4")).toBe(false);
    expect(models.isAllowed("huggingface/any/model")).toBe(false);
    expect(models.isAllowed("google/gemini-ultra")).toBe(false);
  });

  it("does not allow an OpenAI model for being in the table: OpenAI's list is oversight_rules.yaml's", () => {
    const openAiOnlyInTable = providerModels.openai.flatMap((model) => (model.chatModel ? [model.chatModel] : []));
    const models = createChatModels({ router: { configured: async () => true }, openAiModels: () => [] });
    for (const id of openAiOnlyInTable) expect(models.isAllowed(id)).toBe(false);
  });

  it("reads the allow-list on every call, so a saved oversight_rules.yaml applies at once", async () => {
    let allowed: string[] = [];
    const models = createChatModels({ router: { configured: async () => true }, openAiModels: () => allowed });
    expect(models.isAllowed("gpt-4o-mini")).toBe(false);
    allowed = ["gpt-4o-mini"];
    expect(models.isAllowed("gpt-4o-mini")).toBe(true);
    expect((await models.list()).map((entry) => entry.id)).toContain("gpt-4o-mini");
  });
});
