import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../app";
import { readGatewayConfig } from "../../config";
import { createGateway } from "../../gateway/gateway";
import { createKnowledge } from "../../knowledge/knowledge";
import { createMemoryStore } from "../../memory/memory-store";
import { testConversations } from "../../testing/test-conversations";
import { createTestHub, type TestHub } from "../../testing/test-hub";
import { agentModelOver } from "../agent-model";
import { agentsRoutes } from "../agents.routes";
import { type Agents, type AgentsOptions, createAgents } from "../agents-runtime";
import {
  type ScriptedReply,
  type ScriptedRequest,
  type ScriptedUpstream,
  startScriptedUpstream,
} from "./scripted-upstream";

export interface TestAgents {
  test: TestHub;
  app: ReturnType<typeof createApp>;
  agents: Agents;
  upstream: ScriptedUpstream;
  /** The gateway the agents think through (`quotas.flush()` before reading a customer's usage). */
  gateway: ReturnType<typeof createGateway>;
  cookie: string;
  /** Calls the API as the administrator. */
  call(method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

/** The app as main.ts assembles it (gateway + agents), its model a scripted local upstream. */
export async function createTestAgents(
  script: (request: ScriptedRequest, index: number) => ScriptedReply | Promise<ScriptedReply>,
  options: AgentsOptions = {},
): Promise<TestAgents> {
  const upstream = await startScriptedUpstream(script);
  const test = await createTestHub();
  const dataDir = mkdtempSync(join(tmpdir(), "hom-agents-"));
  const gateway = createGateway(test.hub, {
    dataDir,
    config: readGatewayConfig({ OPENAI_API_KEY: "sk-stand-in-0123456789", OPENAI_BASE_URL: upstream.baseUrl }),
    sharedLimits: false,
    now: () => new Date("2026-11-23T12:00:00Z"),
    conversations: testConversations(test.hub),
  });
  // Its knowledge (the seeded documents, indexed) and memories, as hub-app.ts gives them.
  const knowledge = createKnowledge({ db: test.hub.db, masterKey: randomBytes(32) });
  await knowledge.start();
  const agents = await createAgents(test.hub, agentModelOver(gateway.pipeline), {
    cancelPollMs: 200,
    hubTools: { knowledge, memory: createMemoryStore(test.hub.db) },
    ...options,
  });
  const app = createApp({
    ...test.hub,
    skillContext: (signal) => agents.skillContext({ kind: "hub", address: "cluster-skills" }, signal, () => {}),
    extraApiRoutes: (api) => {
      gateway.mount(api);
      agentsRoutes(api, agents, { customerAuth: gateway.customerAuth, accounts: test.hub.accounts });
    },
  });
  const cookie = await test.login();
  return {
    test,
    app,
    agents,
    upstream,
    gateway,
    cookie,
    call: (method, path, body) =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: {
            cookie,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
    async close() {
      await test.hub.queue.stop();
      await gateway.close();
      await test.close();
      await upstream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
