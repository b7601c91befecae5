import { providerIds, providerModels } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { providerCatalog, providerInfo, setupSteps } from "./provider-catalog";

describe("the provider catalogue", () => {
  it("has the spec's two providers first, then OpenAI, one entry per provider id", () => {
    expect(providerCatalog.map((info) => info.id)).toEqual(["huggingface", "peo", "openai"]);
    expect([...providerCatalog.map((info) => info.id)].sort()).toEqual([...providerIds].sort());
  });

  it("lists spec 000's models", () => {
    expect(providerInfo("huggingface").models.map((model) => model.name)).toEqual([
      "DialoGPT",
      "BART Summarization",
      "Sentiment Analysis",
      "Q&A System",
      "Translation",
    ]);
    expect(providerInfo("peo").models.map((model) => model.name)).toEqual([
      "Gemini Pro",
      "PaLM Chat",
      "Code Generator",
      "Data Analyst",
    ]);
    expect(providerInfo("openai").models.map((model) => model.name)).toEqual([
      "gpt-4o",
      "gpt-4",
      "gpt-3.5-turbo",
      "dall-e-3",
    ]);
  });

  it("shows core's provider model table, so the screen and the gateway name the same chat models", () => {
    for (const info of providerCatalog) expect(info.models).toBe(providerModels[info.id]);
    const chatNames = (id: "huggingface" | "peo" | "openai") =>
      providerInfo(id)
        .models.filter((model) => model.chatModel)
        .map((model) => model.name);
    expect(chatNames("huggingface")).toEqual(["DialoGPT"]);
    expect(chatNames("peo")).toEqual(["Gemini Pro", "PaLM Chat"]);
    expect(chatNames("openai")).toEqual(["gpt-4o", "gpt-4", "gpt-3.5-turbo"]);
  });

  it("uses the names the server's test message uses", () => {
    expect(providerCatalog.map((info) => info.name)).toEqual(["HuggingFace", "PEO", "OpenAI"]);
  });

  it("guides in four steps: get the key, paste, Test, Save", () => {
    expect(setupSteps(providerInfo("peo"))).toEqual([
      "Create an API key at aistudio.google.com/app/apikey.",
      "Paste it into the PEO (Google) API key field.",
      "Press Test: the hub makes one cheap call to PEO to check the key.",
      "Press Save: the key is encrypted at rest and never shown again; only its last 4 characters are.",
    ]);
  });
});
