import type { ThreadSummary } from "@hub-of-minds/core/protocol";
import { describe, expect, it } from "vitest";
import { threadListReducer, threadListStart } from "./thread-list-state";

const thread = (id: string, title: string): ThreadSummary => ({
  id,
  title,
  customerId: 1,
  visitorId: "v_abcdefghijklmnop",
  userId: null,
  publishableKey: "pk_1",
  origin: "https://shop.example",
  personalityId: null,
  model: "gpt-4o",
  messageCount: 2,
  tokens: 40,
  feedback: { up: 0, down: 0 },
  createdAt: "2026-11-26T08:00:00.000Z",
  updatedAt: "2026-11-26T08:00:00.000Z",
});
const ready = threadListReducer(threadListStart, {
  type: "loaded",
  threads: [thread("t_a", "Returns"), thread("t_b", "Shipping")],
});

describe("threadListReducer", () => {
  it("loads, and tells a failed load apart", () => {
    expect(threadListStart.phase).toBe("loading");
    expect(ready.phase).toBe("ready");
    expect(threadListReducer(threadListStart, { type: "loadFailed", error: "Offline" })).toMatchObject({
      phase: "failed",
      error: "Offline",
    });
  });

  it("renames a thread in place and deletes one, each after its question", () => {
    let state = threadListReducer(ready, { type: "ask", pending: { kind: "rename", id: "t_a" } });
    expect(state.pending).toEqual({ kind: "rename", id: "t_a" });
    state = threadListReducer(state, { type: "working" });
    expect(state.busy).toBe(true);
    state = threadListReducer(state, { type: "renamed", thread: thread("t_a", "Refunds") });
    expect(state.threads.map((t) => t.title)).toEqual(["Refunds", "Shipping"]);
    expect([state.pending, state.busy]).toEqual([null, false]);
    state = threadListReducer(state, { type: "ask", pending: { kind: "delete", id: "t_b" } });
    state = threadListReducer(state, { type: "deleted", id: "t_b" });
    expect(state.threads.map((t) => t.id)).toEqual(["t_a"]);
  });

  it("a failed change keeps the question open with the error; cancel closes it", () => {
    let state = threadListReducer(ready, { type: "ask", pending: { kind: "delete", id: "t_a" } });
    state = threadListReducer(state, { type: "failed", error: "The conversation could not be deleted." });
    expect(state).toMatchObject({ busy: false, error: "The conversation could not be deleted." });
    expect(state.pending).toEqual({ kind: "delete", id: "t_a" });
    expect(threadListReducer(state, { type: "cancel" })).toMatchObject({ pending: null, error: null });
  });

  it('"Delete my data" empties the list and says what went', () => {
    const state = threadListReducer(ready, { type: "forgotten", threads: 2, memories: 1 });
    expect(state.threads).toEqual([]);
    expect(state.notice).toBe("Deleted 2 conversations and 1 memory entry.");
  });
});
