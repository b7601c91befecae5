import type { KnowledgeSearchResult } from "@hub-of-minds/core";

/** Where the panel's last action stands; `data-state` of the panel. */
export type KnowledgeStatus =
  | { kind: "idle" }
  | { kind: "busy"; what: string }
  | { kind: "done"; text: string }
  | { kind: "failed"; text: string };

/**
 * A container's knowledge panel, the administrator's on `/yaml-storage` and a customer's "Your knowledge" on
 * `/customer`: the container shown, the personality picked to bind (the customer's), the test search.
 */
export interface KnowledgeState {
  /** Empty: the first of the customer's containers. */
  containerId: string;
  personalityId: string;
  query: string;
  status: KnowledgeStatus;
  found: KnowledgeSearchResult | null;
}

export type KnowledgeEvent =
  | { type: "select"; containerId: string }
  | { type: "personality"; personalityId: string }
  | { type: "query"; query: string }
  | { type: "status"; status: KnowledgeStatus }
  | { type: "found"; found: KnowledgeSearchResult };

export const initialKnowledgeState: KnowledgeState = {
  containerId: "",
  personalityId: "",
  query: "",
  status: { kind: "idle" },
  found: null,
};

export function reduceKnowledge(state: KnowledgeState, event: KnowledgeEvent): KnowledgeState {
  switch (event.type) {
    case "select":
      // Another container: the last search and message were about the one before.
      return { ...state, containerId: event.containerId, found: null, status: { kind: "idle" } };
    case "personality":
      return { ...state, personalityId: event.personalityId };
    case "query":
      return { ...state, query: event.query };
    case "status":
      return { ...state, status: event.status };
    case "found":
      return { ...state, found: event.found, status: { kind: "idle" } };
  }
}
