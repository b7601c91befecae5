import { describe, expect, it } from "vitest";
import { installFakeFetch, sentJson } from "./http-fake.testing";
import { configureProviderKey, getProvidersStatus, testProviderKey } from "./providers.api";

const status = { provider: "huggingface", configured: true, last4: "abcd", updatedAt: "2025-01-01T00:00:00.000Z" };

describe("provider calls", () => {
  it("test, configure and read the status", async () => {
    const { calls } = installFakeFetch(
      { body: '{"success":true,"message":"huggingface API is working correctly"}' },
      { body: JSON.stringify(status) },
      { body: JSON.stringify([status]) },
    );
    expect(await testProviderKey("huggingface", "hf_key")).toEqual({
      success: true,
      message: "huggingface API is working correctly",
    });
    expect(await configureProviderKey("huggingface", "hf_key")).toEqual(status);
    expect(await getProvidersStatus()).toEqual([status]);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      "POST /api/test-api/huggingface",
      "POST /api/configure-api/huggingface",
      "GET /api/providers/status",
    ]);
    expect(sentJson(calls[0])).toEqual({ apiKey: "hf_key" });
    expect(sentJson(calls[1])).toEqual({ apiKey: "hf_key" });
  });

  it("surfaces a refused key", async () => {
    installFakeFetch({ status: 400, statusText: "Bad Request", body: '{"error":"Invalid API key"}' });
    await expect(testProviderKey("peo", "bad")).rejects.toThrow('400: {"error":"Invalid API key"}');
  });
});
