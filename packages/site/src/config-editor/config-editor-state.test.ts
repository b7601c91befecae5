import { describe, expect, it } from "vitest";
import { configEditorReducer, initialConfigEditorState, type Refusal } from "./config-editor-state";

const refusal: Refusal = { sentence: "Invalid YAML in agent_behaviors.yaml.", problems: [] };

describe("the config editor's state", () => {
  it("keeps a draft per file across file switches", () => {
    let state = configEditorReducer(initialConfigEditorState, { type: "edit", content: "agents: []\n" });
    state = configEditorReducer(state, { type: "select", filename: "integrations.yaml" });
    state = configEditorReducer(state, { type: "edit", content: "integrations: []\n" });
    expect(state.drafts).toEqual({ "agent_behaviors.yaml": "agents: []\n", "integrations.yaml": "integrations: []\n" });
    expect(state.selected).toBe("integrations.yaml");
  });

  it("forgets a refusal once its text changes, and a draft once saved", () => {
    let state = configEditorReducer(initialConfigEditorState, { type: "edit", content: "a" });
    state = configEditorReducer(state, { type: "refused", filename: "agent_behaviors.yaml", refusal });
    expect(state.refusals["agent_behaviors.yaml"]).toBe(refusal);
    state = configEditorReducer(state, { type: "edit", content: "b" });
    expect(state.refusals).toEqual({});
    state = configEditorReducer(state, { type: "saved", filename: "agent_behaviors.yaml", content: "b" });
    expect(state.drafts).toEqual({});
  });

  it("keeps an edit made while the save was in flight", () => {
    let state = configEditorReducer(initialConfigEditorState, { type: "edit", content: "newer" });
    state = configEditorReducer(state, { type: "saved", filename: "agent_behaviors.yaml", content: "older" });
    expect(state.drafts).toEqual({ "agent_behaviors.yaml": "newer" });
  });

  it("drops every draft and refusal on a reload", () => {
    let state = configEditorReducer(initialConfigEditorState, { type: "edit", content: "a" });
    state = configEditorReducer(state, { type: "refused", filename: "integrations.yaml", refusal });
    expect(configEditorReducer(state, { type: "reloaded" })).toEqual({ ...state, drafts: {}, refusals: {} });
  });
});
