import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetConversation, loadConversation, saveConversation, toChatPersist } from "./chat-persistence";
import type { ChatWidgetMessage } from "./chat-session";

const messages: ChatWidgetMessage[] = [
  { id: "u1", role: "user", content: "Hi", timestamp: 1 },
  { id: "r1", role: "assistant", content: "Hello", timestamp: 2, tokens: 5 },
  {
    id: "r2",
    role: "assistant",
    content: "Within 30 days [1].",
    timestamp: 3,
    citations: [
      { documentId: 7, containerId: "handbook", chunkId: 31, documentTitle: "Returns", text: "30 days.", score: 0.8 },
    ],
  },
];

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("chat persistence", () => {
  it("reads the persist attribute, none by default", () => {
    expect(toChatPersist("local")).toBe("local");
    expect(toChatPersist("session")).toBe("session");
    expect(toChatPersist(undefined)).toBe("none");
    expect(toChatPersist("cookies")).toBe("none");
  });

  it("saves to and loads from the chosen storage only, citations kept with their message", () => {
    saveConversation("local", "k", messages);
    expect(loadConversation("local", "k")).toEqual(messages);
    expect(loadConversation("session", "k")).toBeNull();
    saveConversation("session", "s", messages);
    expect(JSON.parse(sessionStorage.getItem("s") ?? "[]")).toEqual(messages);
    saveConversation("none", "n", messages);
    expect(localStorage.getItem("n")).toBeNull();
    expect(loadConversation("none", "k")).toBeNull();
    forgetConversation("local", "k");
    expect(loadConversation("local", "k")).toBeNull();
  });

  it("starts afresh from malformed data and survives a refusing storage", () => {
    localStorage.setItem("bad", "{not json");
    expect(loadConversation("local", "bad")).toBeNull();
    localStorage.setItem("shape", JSON.stringify([{ id: 1, role: "system", content: "x" }]));
    expect(loadConversation("local", "shape")).toBeNull();
    const cited = messages[2];
    localStorage.setItem("cited", JSON.stringify([{ ...cited, citations: [{ documentId: "7", text: "x" }] }]));
    expect(loadConversation("local", "cited")).toBeNull();
    localStorage.setItem("empty", "[]");
    expect(loadConversation("local", "empty")).toBeNull();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => saveConversation("local", "full", messages)).not.toThrow();
  });
});
