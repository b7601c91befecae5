import { callApi, type MemoryEntry } from "@hub-of-minds/core";

/** The memory calls of the panel, injectable so tests and stories run without a network. */
export interface MemoryApi {
  list(personalityId: string): Promise<MemoryEntry[]>;
  update(entryId: number, content: string): Promise<MemoryEntry>;
  remove(entryId: number): Promise<void>;
  /** Resolves to how many entries went, in every personality's space. */
  forget(subject: string): Promise<number>;
}

/** The real calls, through core's client. */
export const coreMemoryApi: MemoryApi = {
  list: (personalityId) => callApi("listMemoryEntries", { params: { personalityId }, query: {} }),
  update: (entryId, content) =>
    callApi("updateMemoryEntry", { params: { entryId: String(entryId) }, body: { content } }),
  remove: async (entryId) => {
    await callApi("deleteMemoryEntry", { params: { entryId: String(entryId) } });
  },
  forget: async (subject) => (await callApi("forgetMemorySubject", { params: { subject } })).deleted,
};
