import type { Caller } from "../http/account-or-customer-key";

/**
 * Whose knowledge a call reaches (issue 24): the administrator every container, a customer the hub's own
 * and theirs, anyone else the hub's own. A container another customer owns is, to a caller, one that does
 * not exist (the same 404).
 */
export type KnowledgeReader = Caller | { kind: "public" };

export const publicReader: KnowledgeReader = { kind: "public" };

/** The reader of a chat: the customer who pays for it, or anyone (the hub's own pages, its own budgets). */
export const chatReader = (customerId: number | undefined): KnowledgeReader =>
  customerId === undefined ? publicReader : { kind: "customer", customerId };

/** Whether the reader may change a container of this owner (null: the hub's): its owner, or the administrator. */
export const owns = (reader: KnowledgeReader, owner: number | null): boolean =>
  reader.kind === "admin" || (reader.kind === "customer" && owner === reader.customerId);

/** Whether the reader may see a container of this owner: the hub's are everyone's, the rest their owner's. */
export const sees = (reader: KnowledgeReader, owner: number | null): boolean => owner === null || owns(reader, owner);
