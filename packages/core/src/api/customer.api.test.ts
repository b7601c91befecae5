import { describe, expect, it } from "vitest";
import { getAiModels } from "./ai-models.api";
import { createPublishableKey, getCustomer, listPublishableKeys, rotateCustomerApiKey } from "./customers.api";
import { installFakeFetch } from "./http-fake.testing";
import { postPublicChat } from "./public-chat.api";

const customer = {
  id: 1,
  firstName: "Ada",
  lastName: "Lovelace",
  username: "ada",
  company: null,
  plan: "pro",
  apiQuota: 1000,
  apiUsed: 10,
  apiKey: "hom_live",
  subscriptionStatus: "active",
};

describe("customer calls", () => {
  it("read the customer and rotate its key", async () => {
    const { calls } = installFakeFetch(
      { body: JSON.stringify(customer) },
      { body: '{"apiKey":"hom_live_0123456789abcdef"}' },
    );
    expect(await getCustomer(1)).toEqual(customer);
    expect(await rotateCustomerApiKey(1)).toEqual({ apiKey: "hom_live_0123456789abcdef" });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      "GET /api/customers/1",
      "POST /api/customers/1/api-key",
    ]);
    expect(calls[1]?.init.body).toBeUndefined();
  });

  it("lists and creates widget keys, refusing an answer that is not a key", async () => {
    const key = { key: "pk_shop", customerId: 1, allowedOrigins: ["https://shop.example"] };
    const { calls } = installFakeFetch(
      { body: JSON.stringify([key]) },
      { status: 201, body: JSON.stringify(key) },
      { body: '{"error":"x"}' },
    );
    expect(await listPublishableKeys(1)).toEqual([key]);
    expect(await createPublishableKey(1, { allowedOrigins: ["https://shop.example"] })).toEqual(key);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      "GET /api/customers/1/publishable-keys",
      "POST /api/customers/1/publishable-keys",
    ]);
    expect(calls[1]?.init.body).toBe('{"allowedOrigins":["https://shop.example"]}');
    await expect(listPublishableKeys(1)).rejects.toThrow();
  });

  it("sends the public API key in x-api-key", async () => {
    const answer = {
      id: "c1",
      personality_id: "sage",
      reply: "Hello",
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
    const { calls } = installFakeFetch({ body: JSON.stringify(answer) });
    expect(await postPublicChat("hom_live_secret", { personality_id: "sage", message: "Hi" })).toEqual(answer);
    expect(calls[0]?.url).toBe("/api/v1/chat");
    expect(calls[0]?.init.headers).toEqual({ "x-api-key": "hom_live_secret", "Content-Type": "application/json" });
  });

  it("fails a missing customer with the status text", async () => {
    installFakeFetch({ status: 404, statusText: "Not Found" });
    await expect(getCustomer(99)).rejects.toThrow("404: Not Found");
  });

  it("lists the AI models", async () => {
    const model = {
      id: "sage",
      displayName: "Sage",
      category: "professional",
      description: "Advises",
      personalityTraits: { primary: ["calm"] },
      expertise: ["strategy"],
      appearance: { style: "formal" },
      voiceStyle: "warm",
    };
    const { calls } = installFakeFetch({ body: JSON.stringify([model]) }, { body: '[{"id":"x"}]' });
    expect(await getAiModels()).toEqual([model]);
    expect(calls[0]?.url).toBe("/api/ai-models");
    await expect(getAiModels()).rejects.toThrow(/displayName/);
  });
});
