import {
  apiUrl,
  type ConversationSettings,
  callApi,
  type Thread,
  type ThreadList,
  type ThreadListQuery,
} from "@hub-of-minds/core";

/** How many rows a visitor's "delete my data" removed. */
export interface VisitorDeletion {
  threads: number;
  memories: number;
}

/** The inbox's server calls, injectable so tests and stories run without a network. */
export interface ConversationsApi {
  list(query: ThreadListQuery): Promise<ThreadList>;
  get(threadId: string): Promise<Thread>;
  remove(threadId: string): Promise<void>;
  /** Deletes every thread of the visitor and what the personalities remember about them. */
  forgetVisitor(visitorId: string): Promise<VisitorDeletion>;
  settings(customerId: number): Promise<ConversationSettings>;
  saveSettings(customerId: number, settings: ConversationSettings): Promise<ConversationSettings>;
}

/** The real calls, through core's client. */
export const coreConversationsApi: ConversationsApi = {
  list: (query) => callApi("listThreads", { query }),
  get: (threadId) => callApi("getThread", { params: { id: threadId } }),
  remove: async (threadId) => {
    await callApi("deleteThread", { params: { id: threadId } });
  },
  forgetVisitor: (visitorId) => callApi("deleteVisitor", { params: { visitorId } }),
  settings: (customerId) => callApi("getConversationSettings", { params: { id: String(customerId) } }),
  saveSettings: (customerId, settings) =>
    callApi("updateConversationSettings", { params: { id: String(customerId) }, body: settings }),
};

/** Query keys: each the path its data comes from, so one prefix invalidates every page of the list. */
export const conversationsQueryKeys = {
  /** Every list, whatever its filters: what a deletion makes stale. */
  lists: [apiUrl("listThreads")],
  list: (query: ThreadListQuery) => [apiUrl("listThreads"), apiUrl("listThreads", { query })],
  thread: (threadId: string) => [apiUrl("getThread", { params: { id: threadId } })],
  settings: (customerId: number) => [apiUrl("getConversationSettings", { params: { id: customerId } })],
} as const;

/** The download link of the matching threads, as JSON or CSV (the session's cookie goes with it). */
export function exportHref(query: Omit<ThreadListQuery, "limit" | "offset">, format: "json" | "csv"): string {
  return apiUrl("exportThreads", { query: { ...query, format } });
}
