import { describe, expect, it } from "vitest";
import { providerIds } from "../schemas/provider.schema";
import { providerChatModels, providerModels } from "./provider-models";

// Spec 000 section 2 names these on the API Configuration screen; OpenAI's are the chat's and the image's.
const screenModels = {
  huggingface: ["DialoGPT", "BART Summarization", "Sentiment Analysis", "Q&A System", "Translation"],
  peo: ["Gemini Pro", "PaLM Chat", "Code Generator", "Data Analyst"],
  openai: ["gpt-4o", "gpt-4", "gpt-3.5-turbo", "dall-e-3"],
};

describe("providerModels", () => {
  it("holds every model the screen shows, per provider, in the screen's order", () => {
    expect(Object.keys(providerModels).sort()).toEqual([...providerIds].sort());
    for (const provider of providerIds) {
      expect(providerModels[provider].map((model) => model.name)).toEqual(screenModels[provider]);
    }
  });

  it("gives every provider at least one chat model, and says what a renamed one runs", () => {
    for (const provider of providerIds) {
      expect(
        providerModels[provider].some((model) => model.chatModel),
        provider,
      ).toBe(true);
    }
    // DialoGPT and PaLM no longer answer chat: the description names the model that does.
    const described = (provider: "huggingface" | "peo", name: string) =>
      providerModels[provider].find((model) => model.name === name)?.description;
    expect(described("huggingface", "DialoGPT")).toContain("Llama 3.1 8B Instruct");
    expect(described("peo", "PaLM Chat")).toContain("Gemini 2.5 Flash");
  });

  it("keeps image and task models out of the chat", () => {
    const chat = providerChatModels.map((entry) => entry.name);
    for (const name of ["dall-e-3", "BART Summarization", "Sentiment Analysis", "Translation", "Data Analyst"]) {
      expect(chat).not.toContain(name);
    }
  });

  it("lists the chat models with their provider and the screen's name", () => {
    expect(providerChatModels).toContainEqual({ id: "google/gemini-2.5-pro", provider: "peo", name: "Gemini Pro" });
    expect(providerChatModels).toContainEqual({ id: "gpt-4o", provider: "openai", name: "gpt-4o" });
    expect(providerChatModels.length).toBe(
      providerIds.flatMap((provider) => providerModels[provider].filter((model) => model.chatModel)).length,
    );
  });
});
