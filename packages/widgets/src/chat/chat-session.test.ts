import { describe, expect, it } from "vitest";
import { type ChatSessionState, type ChatWidgetMessage, chatHistory, chatSessionReducer } from "./chat-session";

const user: ChatWidgetMessage = { id: "u1", role: "user", content: "Hi", timestamp: 1 };
const start: ChatSessionState = { messages: [], status: "idle" };

describe("chatSessionReducer", () => {
  it("an answer kept in a server-side thread is marked stored (it can be rated)", () => {
    const state = chatSessionReducer(
      { messages: [user], status: "loading" },
      { type: "replied", id: "r1", content: "Kept", at: 3, stored: true },
    );
    expect(state.messages[1]).toEqual({ id: "r1", role: "assistant", content: "Kept", timestamp: 3, stored: true });
  });

  it("sent adds the user's message and waits", () => {
    expect(chatSessionReducer(start, { type: "sent", message: user })).toEqual({ messages: [user], status: "loading" });
  });

  it("delta starts the reply on the first piece and appends the next ones, then replied completes it", () => {
    let state = chatSessionReducer(start, { type: "sent", message: user });
    state = chatSessionReducer(state, { type: "delta", id: "r1", text: "Hel", at: 5 });
    expect(state.status).toBe("streaming");
    state = chatSessionReducer(state, { type: "delta", id: "r1", text: "lo", at: 6 });
    expect(state.messages[1]).toEqual({ id: "r1", role: "assistant", content: "Hello", timestamp: 5 });
    state = chatSessionReducer(state, { type: "replied", id: "r1", content: "Hello!", tokens: 12, at: 9 });
    expect(state).toEqual({
      messages: [user, { id: "r1", role: "assistant", content: "Hello!", timestamp: 5, tokens: 12 }],
      status: "idle",
    });
  });

  it("replied without pieces appends the reply; an empty final content keeps the streamed text", () => {
    const state = chatSessionReducer(
      { messages: [user], status: "loading" },
      { type: "replied", id: "r1", content: "Image", imageUrl: "https://img.example/1.png", at: 3 },
    );
    expect(state.messages[1]).toEqual({
      id: "r1",
      role: "assistant",
      content: "Image",
      timestamp: 3,
      imageUrl: "https://img.example/1.png",
    });
    const streamed = chatSessionReducer(
      { messages: [user, { id: "r1", role: "assistant", content: "kept", timestamp: 2 }], status: "streaming" },
      { type: "replied", id: "r1", content: "", at: 3 },
    );
    expect(streamed.messages[1]?.content).toBe("kept");
  });

  it("failed shows the error as the reply (replacing a partial one), or adds nothing without content", () => {
    const partial: ChatSessionState = {
      messages: [user, { id: "r1", role: "assistant", content: "Hal", timestamp: 2 }],
      status: "streaming",
    };
    const failed = chatSessionReducer(partial, { type: "failed", id: "r1", content: "Error: quota", at: 4 });
    expect(failed).toEqual({
      messages: [user, { id: "r1", role: "assistant", content: "Error: quota", timestamp: 4 }],
      status: "idle",
    });
    expect(chatSessionReducer({ messages: [user], status: "loading" }, { type: "failed", id: "r2", at: 4 })).toEqual({
      messages: [user],
      status: "idle",
    });
  });

  it("reset replaces the conversation and is idle", () => {
    const welcome: ChatWidgetMessage = { id: "w", role: "assistant", content: "Welcome", timestamp: 0 };
    expect(
      chatSessionReducer({ messages: [user], status: "streaming" }, { type: "reset", messages: [welcome] }),
    ).toEqual({ messages: [welcome], status: "idle" });
  });

  it("chatHistory sends roles and text only, without empty pieces", () => {
    expect(chatHistory([user, { id: "r", role: "assistant", content: "", timestamp: 2, tokens: 3 }])).toEqual([
      { role: "user", content: "Hi" },
    ]);
  });

  it("chatHistory keeps the greeting local: it is never sent upstream", () => {
    const greeting: ChatWidgetMessage = { id: "g", role: "assistant", content: "Welcome!", timestamp: 0, local: true };
    const reply: ChatWidgetMessage = { id: "a", role: "assistant", content: "Hello", timestamp: 3 };
    expect(chatHistory([greeting, user, reply])).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello" },
    ]);
  });
});

describe("a cited answer", () => {
  const citation = {
    documentId: 7,
    containerId: "handbook",
    chunkId: 31,
    documentTitle: "Returns policy",
    text: "Returns are accepted within 30 days.",
    score: 0.82,
  };

  it("replied keeps the citations on the assistant message; an empty list adds none", () => {
    const streamed = chatSessionReducer(
      { messages: [user, { id: "r1", role: "assistant", content: "30 days [1]", timestamp: 2 }], status: "streaming" },
      { type: "replied", id: "r1", content: "", at: 3, citations: [citation] },
    );
    expect(streamed.messages[1]).toEqual({
      id: "r1",
      role: "assistant",
      content: "30 days [1]",
      timestamp: 2,
      citations: [citation],
    });
    const plain = chatSessionReducer(
      { messages: [user], status: "loading" },
      { type: "replied", id: "r2", content: "Hi", at: 3, citations: [] },
    );
    expect(plain.messages[1]).not.toHaveProperty("citations");
  });

  it("chatHistory sends the answer's text, not its citations", () => {
    expect(
      chatHistory([user, { id: "r1", role: "assistant", content: "30 days", timestamp: 2, citations: [citation] }]),
    ).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "30 days" },
    ]);
  });
});
