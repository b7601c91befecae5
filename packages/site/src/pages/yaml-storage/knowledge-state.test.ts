import { describe, expect, it } from "vitest";
import { initialKnowledgeState, reduceKnowledge } from "./knowledge-state";

const found = { query: "refunds", mode: "fulltext" as const, hits: [] };

describe("the Your knowledge panel's state", () => {
  it("forgets the last search and message when another container is shown", () => {
    const searched = reduceKnowledge(
      reduceKnowledge(initialKnowledgeState, { type: "status", status: { kind: "failed", text: "No room" } }),
      { type: "found", found },
    );
    expect(searched.found).toEqual(found);
    const other = reduceKnowledge(
      { ...searched, status: { kind: "done", text: "Added" } },
      { type: "select", containerId: "c1-faq" },
    );
    expect(other).toMatchObject({ containerId: "c1-faq", found: null, status: { kind: "idle" } });
  });

  it("keeps the picked personality and the question across actions", () => {
    let state = reduceKnowledge(initialKnowledgeState, { type: "personality", personalityId: "eve" });
    state = reduceKnowledge(state, { type: "query", query: "warranty" });
    state = reduceKnowledge(state, { type: "status", status: { kind: "busy", what: "Binding Eve…" } });
    expect(state).toMatchObject({ personalityId: "eve", query: "warranty", status: { kind: "busy" } });
    // A search's answer ends the busy state.
    expect(reduceKnowledge(state, { type: "found", found }).status).toEqual({ kind: "idle" });
  });
});
