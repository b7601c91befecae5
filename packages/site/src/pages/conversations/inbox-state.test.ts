import { describe, expect, it } from "vitest";
import { type InboxConfirmation, type InboxEvent, inboxStateName, initialInboxState, reduceInbox } from "./inbox-state";
import { noFilters } from "./inbox-view";

const run = (...events: InboxEvent[]) => events.reduce(reduceInbox, initialInboxState());
const deleteThread: InboxConfirmation = { kind: "thread", threadId: "t_12345678", title: "Shipping" };
const deleteVisitor: InboxConfirmation = { kind: "visitor", visitorId: "u:42", label: "Signed-in user 42" };

describe("the inbox reducer", () => {
  it("starts idle with the shown filters in the form", () => {
    const state = initialInboxState({ ...noFilters, feedback: "down" });
    expect(state.draft.feedback).toBe("down");
    expect(inboxStateName(state)).toBe("idle");
  });

  it("keeps typed filters apart from the shown ones until they are shown", () => {
    const typed = run({ type: "edit", name: "origin", value: "https://shop.example" });
    expect(typed.draft).toEqual({ ...noFilters, origin: "https://shop.example" });
    const followed = reduceInbox(typed, { type: "showFilters", filters: { ...noFilters, personality: "eve" } });
    expect(followed.draft).toEqual({ ...noFilters, personality: "eve" });
  });

  it("names a refused draft until the next keystroke", () => {
    const refused = run({ type: "refuseDraft", problem: "The start date is after the end date." });
    expect(inboxStateName(refused)).toBe("invalid-filters");
    expect(inboxStateName(reduceInbox(refused, { type: "edit", name: "to", value: "2026-06-01" }))).toBe("idle");
  });

  it("asks before a deletion, one question at a time, and cancels", () => {
    const asked = run({ type: "ask", confirmation: deleteThread });
    expect(inboxStateName(asked)).toBe("confirming-thread");
    const other = reduceInbox(asked, { type: "ask", confirmation: deleteVisitor });
    expect(other.confirming).toEqual(deleteVisitor);
    expect(inboxStateName(other)).toBe("confirming-visitor");
    expect(reduceInbox(other, { type: "cancel" }).confirming).toBeNull();
  });

  it("is busy while deleting, closes the question when done, keeps it open when it failed", () => {
    const busy = run({ type: "ask", confirmation: deleteThread }, { type: "busy", what: "Deleting the thread…" });
    expect(inboxStateName(busy)).toBe("busy");
    const done = reduceInbox(busy, { type: "done", text: "Thread deleted." });
    expect(done.confirming).toBeNull();
    expect(inboxStateName(done)).toBe("done");
    const failed = reduceInbox(busy, { type: "failed", text: "The thread was not deleted." });
    expect(failed.confirming).toEqual(deleteThread);
    expect(inboxStateName(failed)).toBe("confirming-thread");
    expect(inboxStateName(reduceInbox(failed, { type: "cancel" }))).toBe("failed");
    expect(inboxStateName(reduceInbox(done, { type: "dismiss" }))).toBe("idle");
  });
});
