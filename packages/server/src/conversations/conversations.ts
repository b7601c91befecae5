import type { Accounts } from "../auth/accounts";
import type { Database } from "../db/database";
import { createSecretBox } from "../gateway/secret-box";
import type { MemoryStore } from "../memory/memory-store";
import { createConversationSettings } from "./conversation-settings";
import { createThreadStore } from "./thread-store";
import { createVisitorTokens } from "./visitor-token";

export interface ConversationsOptions {
  /** The hub's master key: identity secrets are sealed with it, visitor tokens signed with a key made from it. */
  masterKey: Buffer;
  accounts: Accounts;
  /** A visitor's "delete my data" forgets what personalities remember about them too. */
  memory: MemoryStore;
  now?: () => number;
}

/** Conversations' long-lived parts (issue 26), built once by the app assembly: the gateway and routes share them. */
export function createConversations(db: Database, options: ConversationsOptions) {
  return {
    db,
    tokens: createVisitorTokens(options.masterKey, options.now),
    settings: createConversationSettings(db, createSecretBox(options.masterKey)),
    threads: createThreadStore(db),
    accounts: options.accounts,
    memory: options.memory,
  };
}
export type Conversations = ReturnType<typeof createConversations>;
