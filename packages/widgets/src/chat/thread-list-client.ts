import type { Route, ThreadHub } from "./thread-client";

// The thread list's calls, apart from thread-client.ts so they load with the list, not with the chat.
const listThreads: Route<"listThreads"> = { method: "GET", path: "/api/threads" };
const updateThread: Route<"updateThread"> = { method: "PATCH", path: "/api/threads/{id}" };
const deleteThread: Route<"deleteThread"> = { method: "DELETE", path: "/api/threads/{id}" };
const deleteVisitor: Route<"deleteVisitor"> = { method: "DELETE", path: "/api/visitors/{visitorId}" };

/** The visitor's threads, newest first; `mine`: the site's session's own, not its customer's visitors'. */
export const loadThreads = (hub: ThreadHub, mine: boolean) =>
  hub.call(listThreads, {}, undefined, mine ? "?mine=true" : "");

export const renameThread = (hub: ThreadHub, id: string, title: string) => hub.call(updateThread, { id }, { title });

export const removeThread = (hub: ThreadHub, id: string) => hub.call(deleteThread, { id });

/** "Delete my data": the visitor's threads and memory entries. */
export const forgetVisitor = (hub: ThreadHub, visitorId: string) => hub.call(deleteVisitor, { visitorId });
