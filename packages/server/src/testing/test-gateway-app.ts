import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readGatewayConfig } from "../config";
import type { createGateway } from "../gateway/gateway";
import { type OpenAiStandIn, startOpenAiStandIn } from "../gateway/testing/openai-stand-in";
import { assembleHubApp, type HubApp } from "../hub-app";
import { createTestHub, type TestHub } from "./test-hub";

export interface TestGatewayApp {
  test: TestHub;
  app: HubApp["app"];
  standIn: OpenAiStandIn;
  /** The gateway itself, for its in-process functions (`pipeline.embed`). */
  gateway: ReturnType<typeof createGateway>;
  close(): Promise<void>;
}

/**
 * The whole app as main.ts builds it (AI gateway included), its upstream a local OpenAI stand-in. `env` adds
 * to or replaces the gateway's environment, e.g. HUGGINGFACE_CHAT_BASE_URL pointing at another stand-in.
 */
export async function createTestGatewayApp(env: Record<string, string | undefined> = {}): Promise<TestGatewayApp> {
  const standIn = await startOpenAiStandIn();
  const test = await createTestHub();
  const dataDir = mkdtempSync(join(tmpdir(), "hom-gateway-"));
  const { app, gateway } = await assembleHubApp(test.hub, {
    dataDir,
    config: readGatewayConfig({
      OPENAI_API_KEY: "sk-stand-in-0123456789",
      OPENAI_BASE_URL: standIn.baseUrl,
      // Nothing listens on port 9: provider tests fail fast and locally.
      HUGGINGFACE_BASE_URL: "http://127.0.0.1:9",
      GOOGLE_AI_BASE_URL: "http://127.0.0.1:9",
      HUGGINGFACE_CHAT_BASE_URL: "http://127.0.0.1:9",
      GOOGLE_AI_CHAT_BASE_URL: "http://127.0.0.1:9",
      ...env,
    }),
    sharedLimits: false,
    // Budgets count per UTC day: a fixed clock keeps a test from straddling midnight.
    now: () => new Date("2026-11-23T12:00:00Z"),
  });
  return {
    test,
    app,
    standIn,
    gateway,
    async close() {
      await gateway.close();
      await test.close();
      await standIn.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
