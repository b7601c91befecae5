import { describe, expect, it } from "vitest";
import { readConfig, readGatewayConfig, readMailConfig } from "./config";
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

  it("reads SMTP_URL into the mail server, its port by scheme, and the user and password %-decoded", () => {
    expect(readConfig({}).mail).toBeUndefined();
    expect(readConfig({ SMTP_URL: "smtp://mail.example.com" }).mail).toEqual({
      host: "mail.example.com",
      port: 587,
      secure: false,
      user: undefined,
      password: undefined,
      from: "Hub of Minds <no-reply@localhost>",
    });
    expect(readMailConfig({ SMTP_URL: "smtps://hub%40example.com:p%40ss%3Aword@[::1]" }, undefined)).toMatchObject({
      host: "::1",
      port: 465,
      secure: true,
      user: "hub@example.com",
      password: "p@ss:word",
    });
    expect(readMailConfig({ SMTP_URL: " smtp://u:p@mail.example.com:2525 " }, undefined)?.port).toBe(2525);
  });

  it("writes From as SMTP_FROM, or no-reply at PUBLIC_URL's host", () => {
    const at = (env: Record<string, string>) => readConfig({ SMTP_URL: "smtp://mail.example.com", ...env }).mail?.from;
    expect(at({ PUBLIC_URL: "https://hub.example.com/" })).toBe("Hub of Minds <no-reply@hub.example.com>");
    expect(at({ SMTP_FROM: "Support <help@example.com>" })).toBe("Support <help@example.com>");
    expect(at({ SMTP_FROM: " help@example.com " })).toBe("help@example.com");
  });

  it("stops the start on a bad SMTP_URL or SMTP_FROM, never repeating the URL's password", () => {
    const bad = (env: Record<string, string>) => () => readConfig(env);
    expect(bad({ SMTP_URL: "mail.example.com:587" })).toThrow(/^SMTP_URL must/);
    expect(bad({ SMTP_URL: "https://user:secret-pw@mail.example.com" })).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\/ .*got https:\/\/$/,
    );
    expect(bad({ SMTP_URL: "smtp://user:secret-pw@mail.example.com:99999" })).toThrow(/^SMTP_URL must be a URL/);
    expect(bad({ SMTP_URL: "smtp://user:secret%zz@mail.example.com" })).toThrow(/SMTP_URL's password has a broken/);
    expect(bad({ SMTP_URL: "smtp:mail.example.com" })).toThrow(/SMTP_URL names no mail server/);
    for (const env of [
      { SMTP_URL: "https://user:secret-pw@mail.example.com" },
      { SMTP_URL: "smtp://user:secret-pw@mail.example.com:99999" },
    ]) {
      expect(bad(env)).not.toThrow(/secret-pw/);
    }
    expect(bad({ SMTP_FROM: "Hub of Minds" })).toThrow(/^SMTP_FROM must be an address/);
    expect(bad({ SMTP_FROM: "Hub\r\nBcc: x@evil.example <a@b.example>" })).toThrow(/SMTP_FROM/);
  });
});
