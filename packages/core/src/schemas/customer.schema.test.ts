import { describe, expect, it } from "vitest";
import {
  customerApiKeySchema,
  customerSchema,
  publishableKeyCapSchema,
  publishableKeyRequestSchema,
  publishableKeySchema,
} from "./customer.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const customer = {
  id: 1,
  firstName: "Ada",
  lastName: null,
  username: "ada",
  company: "Analytical Engines",
  plan: "pro",
  apiQuota: 10000,
  apiUsed: 120,
  apiKey: "hom_live",
  subscriptionStatus: "active",
  apiKeyDailyCap: null,
};

describe("customer schema", () => {
  it("accepts a customer with missing name parts", () => {
    expect(customerSchema.parse(customer)).toEqual(customer);
  });

  it("carries the secret key's own daily cap: a positive whole number or null", () => {
    expect(customerSchema.parse({ ...customer, apiKeyDailyCap: 5_000 }).apiKeyDailyCap).toBe(5_000);
    expect(paths(customerSchema.safeParse({ ...customer, apiKeyDailyCap: 0 }))).toEqual(["apiKeyDailyCap"]);
  });

  it("names wrong types and out-of-range counts", () => {
    expect(paths(customerSchema.safeParse({ ...customer, apiQuota: "10000" }))).toEqual(["apiQuota"]);
    expect(paths(customerSchema.safeParse({ ...customer, apiUsed: -1 }))).toEqual(["apiUsed"]);
  });

  it("expects a whole key from rotation", () => {
    expect(customerApiKeySchema.parse({ apiKey: "hom_0123456789abcdef" }).apiKey).toBe("hom_0123456789abcdef");
    expect(paths(customerApiKeySchema.safeParse({ apiKey: "short" }))).toEqual(["apiKey"]);
  });
});

describe("publishable key schemas", () => {
  it("takes origins, trims a trailing slash, and refuses paths, non-URLs and empty lists", () => {
    expect(
      publishableKeyRequestSchema.parse({ allowedOrigins: ["https://shop.example/", "http://localhost:5173"] }),
    ).toEqual({ allowedOrigins: ["https://shop.example", "http://localhost:5173"] });
    expect(paths(publishableKeyRequestSchema.safeParse({ allowedOrigins: ["https://shop.example/cart"] }))).toEqual([
      "allowedOrigins.0",
    ]);
    expect(paths(publishableKeyRequestSchema.safeParse({ allowedOrigins: ["shop"] }))).toEqual(["allowedOrigins.0"]);
    expect(paths(publishableKeyRequestSchema.safeParse({ allowedOrigins: [] }))).toEqual(["allowedOrigins"]);
  });

  it("reads a key the server answers and refuses one that is not a pk_ key", () => {
    const key = { key: "pk_abc", customerId: 1, allowedOrigins: ["https://shop.example"], dailyTokenCap: null };
    expect(publishableKeySchema.parse(key)).toEqual(key);
    expect(publishableKeySchema.parse({ ...key, dailyTokenCap: 5_000 })).toMatchObject({ dailyTokenCap: 5_000 });
    expect(paths(publishableKeySchema.safeParse({ ...key, key: "sk_abc", customerId: "1", dailyTokenCap: 0 }))).toEqual(
      ["key", "customerId", "dailyTokenCap"],
    );
  });

  it("takes a key's own daily cap as a whole number of tokens, or null to remove it", () => {
    expect(publishableKeyCapSchema.parse({ dailyTokenCap: 1_200 })).toEqual({ dailyTokenCap: 1_200 });
    expect(publishableKeyCapSchema.parse({ dailyTokenCap: null })).toEqual({ dailyTokenCap: null });
    for (const dailyTokenCap of [0, 2.5, "10", 1_000_000_001, undefined]) {
      expect(paths(publishableKeyCapSchema.safeParse({ dailyTokenCap }))).toEqual(["dailyTokenCap"]);
    }
  });
});
