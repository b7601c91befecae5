import { randomBytes } from "node:crypto";
import { createConversations } from "../conversations/conversations";
import type { Hub } from "../hub";
import { createMemoryStore } from "../memory/memory-store";

/** Conversations for tests that build the gateway themselves (the app assembly makes them in hub-app.ts). */
export const testConversations = (hub: Hub) =>
  createConversations(hub.db, {
    masterKey: randomBytes(32),
    accounts: hub.accounts,
    memory: createMemoryStore(hub.db),
  });
