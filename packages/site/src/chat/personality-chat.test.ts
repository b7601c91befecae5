import { personalityCatalogue } from "@hub-of-minds/core";
import type { ChatSendRequest } from "@hub-of-minds/widgets";
import { describe, expect, it } from "vitest";
import { chatHref } from "./chat-href";
import { personaFor, personaSend } from "./personality-chat";

const first = personalityCatalogue[0];

describe("talking to a personality", () => {
  it("finds a catalogue personality by id, and nothing for an unknown id", () => {
    expect(first).toBeDefined();
    const persona = personaFor(first?.id ?? "");
    expect(persona?.name).toBe(first?.name);
    expect(personaFor("no-such-mind")).toBeNull();
  });

  it("asks the hub for the persona by id as the model and sends the visitor's turns unchanged", async () => {
    const persona = personaFor(first?.id ?? "");
    if (!persona) throw new Error("no persona");
    const seen: ChatSendRequest[] = [];
    const send = personaSend(async (body) => {
      seen.push(body);
      return { content: "hi", totalTokens: 1 };
    }, persona);
    await send(
      { messages: [{ role: "user", content: "Hello" }], model: "gpt-4o", temperature: 0.7, maxTokens: 2048 },
      { apiBase: "" },
      () => {},
    );
    expect(seen[0]?.model).toBe(first?.id);
    expect(seen[0]?.messages).toEqual([{ role: "user", content: "Hello" }]);
  });

  it("links to the AI Browser with the id", () => {
    expect(chatHref("ada lovelace")).toBe("/browser?personality=ada%20lovelace");
  });
});
