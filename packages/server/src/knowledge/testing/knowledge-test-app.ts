import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../app";
import { catalogueStats } from "../../catalogue-stats";
import { readGatewayConfig } from "../../config";
import { createConversations } from "../../conversations/conversations";
import { type DatabaseHandle, openDatabase } from "../../db/database";
import { seedDatabase } from "../../db/seed";
import { seedDefaults } from "../../db/seed-defaults";
import { customerAuth } from "../../gateway/customer-auth";
import { createCustomerKeys } from "../../gateway/customer-keys";
import { createGateway } from "../../gateway/gateway";
import { createMemoryRateLimiter } from "../../gateway/rate-limiter";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../gateway/testing/openai-stand-in";
import { defaultNetworkPolicy } from "../../http/network-policy";
import { createHub, type Hub } from "../../hub";
import { createMemoryStore, type MemoryStore } from "../../memory/memory-store";
import { testAdminPassword } from "../../testing/test-hub";
import { createGatewayEmbedder } from "../embedder";
import { createGroundingSource } from "../grounding";
import { createDurableIndexingQueue } from "../indexing-queue";
import { createKnowledge, type Knowledge, type KnowledgeOptions } from "../knowledge";
import { mountKnowledge } from "../mount-knowledge";

export interface KnowledgeTestApp {
  app: ReturnType<typeof createApp>;
  hub: Hub;
  handle: DatabaseHandle;
  knowledge: Knowledge;
  memory: MemoryStore;
  /** The session cookie of the administrator. */
  cookie: string;
  standIn: OpenAiStandIn | undefined;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The hub with knowledge and memory mounted, as main.ts assembles it, on PGlite (in memory or `dataDir`) or on
 * PostgreSQL (`databaseUrl`). Instances given the same `masterKey` open each other's sealed documents.
 */
export async function createKnowledgeTestApp(
  options: {
    databaseUrl?: string;
    dataDir?: string;
    masterKey?: Buffer;
    knowledge?: Partial<KnowledgeOptions>;
    memoryLimit?: number;
    /** Mount the AI gateway too, its upstream a local OpenAI stand-in, chats grounded in knowledge and memory. */
    gateway?: boolean;
    /** Passages get vectors of this model through the gateway (implies `gateway`); `concept-*` mean something. */
    embeddingModel?: string;
    /** Index on the hub's durable queue, as main.ts does, instead of inline. */
    durableQueue?: boolean;
  } = {},
): Promise<KnowledgeTestApp> {
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  await seedDatabase(handle.db, seedDefaults);
  const configDir = mkdtempSync(join(tmpdir(), "hom-knowledge-"));
  const hub = await createHub({
    db: handle.db,
    queue: handle.queue,
    catalogueStats: catalogueStats(),
    configDir,
    adminPassword: testAdminPassword,
    overviewCacheMs: 0,
    network: { ...defaultNetworkPolicy, ticketsPerAddress: 10_000 },
  });
  const standIn = options.gateway || options.embeddingModel ? await startOpenAiStandIn() : undefined;
  const embeddingModel = options.embeddingModel;
  const knowledge = createKnowledge({
    db: handle.db,
    masterKey: options.masterKey ?? randomBytes(32),
    ...(options.durableQueue ? { queue: createDurableIndexingQueue(hub.queue, handle.db) } : {}),
    ...(embeddingModel
      ? {
          embedder: createGatewayEmbedder((call) => {
            if (!gateway) throw new Error("the gateway is not built yet");
            return gateway.pipeline.embed(call);
          }, embeddingModel),
        }
      : {}),
    ...options.knowledge,
  });
  const memory = createMemoryStore(handle.db, options.memoryLimit);
  const routes = mountKnowledge(knowledge, memory);
  const gatewayDir = mkdtempSync(join(tmpdir(), "hom-knowledge-gateway-"));
  const gateway = standIn
    ? createGateway(hub, {
        dataDir: gatewayDir,
        config: readGatewayConfig({ OPENAI_API_KEY: "sk-stand-in-0123456789", OPENAI_BASE_URL: standIn.baseUrl }),
        sharedLimits: false,
        now: () => new Date("2026-11-23T12:00:00Z"),
        grounding: createGroundingSource(knowledge, memory),
        conversations: createConversations(handle.db, { masterKey: randomBytes(32), accounts: hub.accounts, memory }),
      })
    : undefined;
  await knowledge.start();
  const app = createApp({
    ...hub,
    extraApiRoutes: (api) => {
      gateway?.mount(api);
      routes(api, {
        // The gateway's key check; without the gateway, the same check with roomy limits.
        customerAuth:
          gateway?.customerAuth ??
          customerAuth({
            keys: createCustomerKeys(handle.db),
            perKey: createMemoryRateLimiter(10_000, 60_000),
            perIp: createMemoryRateLimiter(10_000, 60_000),
            invalidKeys: createMemoryRateLimiter(10_000, 60_000),
          }),
        accounts: hub.accounts,
      });
    },
  });
  const login = await app.request("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: testAdminPassword }),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  if (!cookie) throw new Error(`login failed with ${login.status}`);
  return {
    app,
    hub,
    handle,
    knowledge,
    memory,
    cookie,
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("cookie", cookie);
      return Promise.resolve(app.request(path, { ...init, headers }));
    },
    standIn,
    async close() {
      await gateway?.close();
      await standIn?.close();
      rmSync(gatewayDir, { recursive: true, force: true });
      await hub.close();
      await handle.close();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/** A multipart upload of one file. */
export function fileUpload(name: string, bytes: Uint8Array | string, type = "", title?: string): RequestInit {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  if (title) form.set("title", title);
  return { method: "POST", body: form };
}

export const jsonPost = (body: unknown, method = "POST"): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
