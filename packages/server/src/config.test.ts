import { describe, expect, it } from "vitest";
import { readConfig, readGatewayConfig } from "./config";
import { defaultChatEndpoints } from "./gateway/model-router";

// The environment is read here only: every part of the server gets its settings from this, parsed once.
describe("the server's settings", () => {
  it("reads the gateway's part: defaults, and the base URLs a stand-in points elsewhere", () => {
    expect(readGatewayConfig({})).toMatchObject({
      hubSecret: undefined,
      openAiApiKey: undefined,
      upstreamTimeoutMs: 60_000,
      chatEndpoints: defaultChatEndpoints,
    });
    const local = readGatewayConfig({
      OPENAI_BASE_URL: "http://127.0.0.1:4000/v1",
      OPENAI_API_KEY: "sk-x",
      OPENAI_TIMEOUT_MS: "250",
    });
    expect(local.chatEndpoints.openai).toBe("http://127.0.0.1:4000/v1");
    expect(local.providerEndpoints.openai).toBe("http://127.0.0.1:4000/v1");
    expect([local.openAiApiKey, local.upstreamTimeoutMs]).toEqual(["sk-x", 250]);
  });

  it("stops the start with a one-line reason for a bad value", () => {
    expect(() => readGatewayConfig({ OPENAI_TIMEOUT_MS: "soon" })).toThrow(
      'OPENAI_TIMEOUT_MS must be a positive whole number of milliseconds, got "soon"',
    );
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT must be a whole number/);
    expect(() => readConfig({ PUBLIC_URL: "ftp://hub" })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    expect(() => readConfig({ AGENT_TASK_TIMEOUT_SECONDS: "0" })).toThrow(/AGENT_TASK_TIMEOUT_SECONDS/);
    expect(() => readConfig({ SUPPORT_EMAIL: "support" })).toThrow(/SUPPORT_EMAIL must be an e-mail address/);
    expect(readConfig({ SUPPORT_EMAIL: " help@hub.example " }).supportEmail).toBe("help@hub.example");
    expect(readConfig({}).supportEmail).toBeUndefined();
  });

  it("carries the knowledge embedding model, trimmed, or none", () => {
    expect(readConfig({ KNOWLEDGE_EMBEDDING_MODEL: " text-embedding-3-small " }).knowledgeEmbeddingModel).toBe(
      "text-embedding-3-small",
    );
    expect(readConfig({ KNOWLEDGE_EMBEDDING_MODEL: "" }).knowledgeEmbeddingModel).toBeUndefined();
  });
});
