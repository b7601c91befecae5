import { describe, expect, it } from "vitest";
import {
  providerIdSchema,
  providerKeyBodySchema,
  providerStatusListSchema,
  providerTestResultSchema,
} from "./provider.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

describe("provider schemas", () => {
  it("knows three providers", () => {
    expect(providerIdSchema.options).toEqual(["huggingface", "peo", "openai"]);
    expect(providerIdSchema.safeParse("anthropic").success).toBe(false);
  });

  it("needs a non-blank key", () => {
    expect(providerKeyBodySchema.parse({ apiKey: " hf_abc " })).toEqual({ apiKey: "hf_abc" });
    expect(paths(providerKeyBodySchema.safeParse({ apiKey: "  " }))).toEqual(["apiKey"]);
    expect(paths(providerKeyBodySchema.safeParse({}))).toEqual(["apiKey"]);
  });

  it("shows only the last 4 characters of a stored key", () => {
    const row = { provider: "openai", configured: true, last4: "x9Qz", updatedAt: "2025-01-01T00:00:00.000Z" };
    expect(providerStatusListSchema.parse([row])).toEqual([row]);
    expect(paths(providerStatusListSchema.safeParse([{ ...row, last4: "sk-123456x9Qz" }]))).toEqual(["0.last4"]);
  });

  it("reads a passed test", () => {
    expect(providerTestResultSchema.parse({ success: true, message: "ok" })).toEqual({ success: true, message: "ok" });
    expect(paths(providerTestResultSchema.safeParse({ success: false, message: "no" }))).toEqual(["success"]);
  });
});
