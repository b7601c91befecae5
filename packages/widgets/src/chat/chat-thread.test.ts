import { describe, expect, it } from "vitest";
import {
  type ChatThreadState,
  chatThreadReducer,
  lastThreadKey,
  newThread,
  newThreadId,
  threadChange,
  threadMessages,
} from "./chat-thread";

const open: ChatThreadState = { id: "t_one", title: "Returns", phase: "open" };

describe("chatThreadReducer", () => {
  it("starts a thread with the first message, and New chat leaves it", () => {
    const started = chatThreadReducer(newThread, { type: "started", id: "t_new" });
    expect(started).toEqual({ id: "t_new", title: null, phase: "open" });
    expect(chatThreadReducer(started, { type: "cleared" })).toEqual(newThread);
  });

  it("loads a thread: loading, then open with its title; an answer for a thread left meanwhile is ignored", () => {
    const loading = chatThreadReducer(open, { type: "loading", id: "t_two" });
    expect(loading).toEqual({ id: "t_two", title: null, phase: "loading" });
    expect(chatThreadReducer(loading, { type: "loaded", id: "t_two", title: "Shipping" })).toEqual({
      id: "t_two",
      title: "Shipping",
      phase: "open",
    });
    expect(chatThreadReducer(loading, { type: "loaded", id: "t_one", title: "Returns" })).toBe(loading);
  });

  it("a thread that cannot be read leaves a new conversation marked failed", () => {
    expect(chatThreadReducer(open, { type: "failed" })).toEqual({ id: null, title: null, phase: "failed" });
  });

  it("renames only the shown thread; deleting it (or all) starts afresh, deleting another changes nothing", () => {
    expect(chatThreadReducer(open, { type: "renamed", id: "t_one", title: "Refunds" }).title).toBe("Refunds");
    expect(chatThreadReducer(open, { type: "renamed", id: "t_other", title: "x" })).toBe(open);
    expect(chatThreadReducer(open, { type: "deleted", id: "t_one" })).toEqual(newThread);
    expect(chatThreadReducer(open, { type: "deleted", id: null })).toEqual(newThread);
    expect(chatThreadReducer(open, { type: "deleted", id: "t_other" })).toBe(open);
  });
});

describe("threadChange: what hom-thread-changed tells the host", () => {
  it("names the thread and the reason of each change, and nothing for the steps in between", () => {
    expect(threadChange({ type: "started", id: "t_a" })).toEqual({ threadId: "t_a", title: null, reason: "created" });
    expect(threadChange({ type: "loaded", id: "t_a", title: "Hi" })).toEqual({
      threadId: "t_a",
      title: "Hi",
      reason: "switched",
    });
    expect(threadChange({ type: "renamed", id: "t_a", title: "Yo" })).toEqual({
      threadId: "t_a",
      title: "Yo",
      reason: "renamed",
    });
    expect(threadChange({ type: "deleted", id: null })).toEqual({ threadId: null, title: null, reason: "deleted" });
    expect(threadChange({ type: "loading", id: "t_a" })).toBeUndefined();
    expect(threadChange({ type: "cleared" })).toBeUndefined();
    expect(threadChange({ type: "failed" })).toBeUndefined();
  });
});

describe("threadMessages", () => {
  it("shows a stored thread's messages; its answers can be rated and keep their rating", () => {
    const citation = {
      documentId: 3,
      containerId: "handbook",
      chunkId: 1,
      documentTitle: "Returns",
      text: "30 days.",
      score: 0.8,
    };
    const messages = threadMessages({
      messages: [
        {
          id: "m1",
          role: "user",
          content: "Returns?",
          createdAt: "2026-11-26T08:00:00.000Z",
          tokens: null,
          citations: [],
          feedback: null,
        },
        {
          id: "hom-msg-r1",
          role: "assistant",
          content: "Within 30 days [1].",
          createdAt: "2026-11-26T08:00:02.000Z",
          tokens: 42,
          citations: [citation],
          feedback: { rating: "up", comment: null, at: "2026-11-26T08:01:00.000Z" },
        },
      ],
    });
    expect(messages).toEqual([
      { id: "m1", role: "user", content: "Returns?", timestamp: Date.parse("2026-11-26T08:00:00.000Z") },
      {
        id: "hom-msg-r1",
        role: "assistant",
        content: "Within 30 days [1].",
        timestamp: Date.parse("2026-11-26T08:00:02.000Z"),
        tokens: 42,
        citations: [citation],
        stored: true,
        feedback: { rating: "up", comment: null },
      },
    ]);
  });
});

describe("thread ids and keys", () => {
  it("makes a fresh id the hub accepts (8 to 64 of [A-Za-z0-9_-]) each time", () => {
    const ids = new Set(Array.from({ length: 50 }, newThreadId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("remembers the last thread per hub, owner and scope", () => {
    expect(lastThreadKey("https://hub.example", "pk_1:")).toBe("hom-thread:v1:https://hub.example:pk_1::");
    expect(lastThreadKey("", "site", "research")).not.toBe(lastThreadKey("", "site", "main"));
  });
});
