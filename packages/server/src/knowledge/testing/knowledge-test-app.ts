import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readGatewayConfig } from "../../config";
import type { DatabaseHandle } from "../../db/database";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../gateway/testing/openai-stand-in";
import type { Hub } from "../../hub";
import { assembleHubApp, type HubApp } from "../../hub-app";
import type { MemoryStore } from "../../memory/memory-store";
import { createTestHub } from "../../testing/test-hub";
import type { Knowledge } from "../knowledge";

export interface KnowledgeTestApp {
  app: HubApp["app"];
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
 * The hub app as main.ts assembles it (assembleHubApp), on PGlite (in memory or `dataDir`) or on PostgreSQL
 * (`databaseUrl`). Instances given the same `masterKey` open each other's sealed documents.
 */
export async function createKnowledgeTestApp(
  options: {
    databaseUrl?: string;
    dataDir?: string;
    masterKey?: Buffer;
    /** Chunks a word must be in to count as common in search. */
    commonWordRows?: number;
    memoryLimit?: number;
    /** The gateway's upstream is a local OpenAI stand-in (chats grounded in knowledge and memory). */
    gateway?: boolean;
    /** Passages get vectors of this model through the gateway (implies `gateway`); `concept-*` mean something. */
    embeddingModel?: string;
    /** Index on the hub's durable queue, as main.ts does, instead of inline before the upload answers. */
    durableQueue?: boolean;
  } = {},
): Promise<KnowledgeTestApp> {
  const test = await createTestHub({}, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const { hub, handle } = test;
  const standIn = options.gateway || options.embeddingModel ? await startOpenAiStandIn() : undefined;
  const gatewayDir = mkdtempSync(join(tmpdir(), "hom-knowledge-gateway-"));
  const { app, gateway, knowledge, memory } = await assembleHubApp(hub, {
    dataDir: gatewayDir,
    config: readGatewayConfig({
      HUB_SECRET: (options.masterKey ?? randomBytes(32)).toString("hex"),
      ...(standIn ? { OPENAI_API_KEY: "sk-stand-in-0123456789", OPENAI_BASE_URL: standIn.baseUrl } : {}),
    }),
    sharedLimits: false,
    // Budgets count per UTC day: a fixed clock keeps a test from straddling midnight.
    now: () => new Date("2026-11-23T12:00:00Z"),
    knowledge: {
      embeddingModel: options.embeddingModel,
      inlineIndexing: !options.durableQueue,
      ...(options.commonWordRows === undefined ? {} : { commonWordRows: options.commonWordRows }),
    },
    ...(options.memoryLimit === undefined ? {} : { memoryEntriesPerSpace: options.memoryLimit }),
  });
  const cookie = await test.login();
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
      await gateway.close();
      await standIn?.close();
      rmSync(gatewayDir, { recursive: true, force: true });
      await test.close();
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
