import { apiErrorCode, callApi, type KnowledgeSearchResult } from "@hub-of-minds/core";
import type { Dispatch } from "react";
import type { ActionStatus } from "../../ui/action-status";
import { sentence } from "./document-index-state";

/** Where the panel's last action stands; `data-state` of the panel. */
export type KnowledgeStatus = ActionStatus;

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

/**
 * The test search of either panel: the container's best five passages for the question, or why not.
 * `call` wraps the request (the administrator's panel asks for the admin session first).
 */
export async function searchPassages(
  dispatch: Dispatch<KnowledgeEvent>,
  query: string,
  containerId: string,
  call: <T>(request: () => Promise<T>) => Promise<T> = (request) => request(),
): Promise<void> {
  if (!query.trim()) return;
  dispatch({ type: "status", status: { kind: "busy", what: "Searching…" } });
  try {
    const found = await call(() => callApi("searchKnowledge", { query: { q: query, containerId, limit: 5 } }));
    dispatch({ type: "found", found });
  } catch (error) {
    const text = apiErrorCode(error) === "invalid_request" ? "Type a question to search for." : sentence(error);
    dispatch({ type: "status", status: { kind: "failed", text } });
  }
}
