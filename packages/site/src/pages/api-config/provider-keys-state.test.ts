import { describe, expect, it } from "vitest";
import {
  canSave,
  canTest,
  initialProviderKeysState,
  maskedKey,
  type ProviderKeysEvent,
  providerKeysReducer,
  statusOf,
  withStatus,
} from "./provider-keys-state";

const run = (...events: ProviderKeysEvent[]) => events.reduce(providerKeysReducer, initialProviderKeysState());

describe("provider connection states (spec 000 section 4)", () => {
  it("starts every provider disconnected with an empty key", () => {
    expect(initialProviderKeysState()).toEqual({
      huggingface: { draft: "", connection: "disconnected", save: "idle", notice: null },
      peo: { draft: "", connection: "disconnected", save: "idle", notice: null },
      openai: { draft: "", connection: "disconnected", save: "idle", notice: null },
    });
  });

  it("is testing while a test runs, then connected on success", () => {
    const testing = run(
      { type: "edited", provider: "peo", draft: "AIza123" },
      { type: "test-started", provider: "peo" },
    );
    expect(testing.peo.connection).toBe("testing");
    expect(testing.huggingface.connection).toBe("disconnected");
    const passed = providerKeysReducer(testing, {
      type: "test-passed",
      provider: "peo",
      message: "PEO API is working correctly",
    });
    expect(passed.peo).toEqual({
      draft: "AIza123",
      connection: "connected",
      save: "idle",
      notice: { tone: "success", text: "PEO API is working correctly" },
    });
  });

  it("goes back to disconnected on failure, keeping the reason", () => {
    const failed = run(
      { type: "edited", provider: "openai", draft: "sk-x" },
      { type: "test-started", provider: "openai" },
      { type: "test-failed", provider: "openai", reason: "OpenAI could not be reached." },
    );
    expect(failed.openai.connection).toBe("disconnected");
    expect(failed.openai.notice).toEqual({ tone: "danger", text: "OpenAI could not be reached." });
  });

  it("drops a connected badge when the key is edited, since the new key is untested", () => {
    const edited = run(
      { type: "edited", provider: "huggingface", draft: "hf_a" },
      { type: "test-started", provider: "huggingface" },
      { type: "test-passed", provider: "huggingface", message: "ok" },
      { type: "edited", provider: "huggingface", draft: "hf_ab" },
    );
    expect(edited.huggingface.connection).toBe("disconnected");
    expect(edited.huggingface.notice).toBeNull();
  });

  it("empties the input after a save and keeps the connection", () => {
    const saved = run(
      { type: "edited", provider: "huggingface", draft: "hf_secret1234" },
      { type: "test-started", provider: "huggingface" },
      { type: "test-passed", provider: "huggingface", message: "ok" },
      { type: "save-started", provider: "huggingface" },
    );
    expect(saved.huggingface.save).toBe("saving");
    const done = providerKeysReducer(saved, {
      type: "saved",
      provider: "huggingface",
      message: "API key has been saved securely",
    });
    expect(done.huggingface).toEqual({
      draft: "",
      connection: "connected",
      save: "idle",
      notice: { tone: "success", text: "API key has been saved securely" },
    });
  });
});

describe("button rules (spec 000 section 5)", () => {
  const panel = initialProviderKeysState().huggingface;
  it("disables Test and Save while the key is empty or blank", () => {
    expect(canTest(panel)).toBe(false);
    expect(canSave(panel)).toBe(false);
    expect(canTest({ ...panel, draft: "   " })).toBe(false);
    expect(canSave({ ...panel, draft: "   " })).toBe(false);
  });
  it("disables Test while testing, not Save", () => {
    const testing = { ...panel, draft: "hf_x", connection: "testing" as const };
    expect(canTest(testing)).toBe(false);
    expect(canSave(testing)).toBe(true);
    expect(canTest({ ...testing, connection: "connected" })).toBe(true);
  });
  it("disables Save while a save runs", () => {
    expect(canSave({ ...panel, draft: "hf_x", save: "saving" })).toBe(false);
  });
});

describe("saved keys", () => {
  it("shows only four dots and the last 4 characters", () => {
    expect(maskedKey("9xYz")).toBe("••••9xYz");
  });
  it("reads a provider's status, defaulting to no key", () => {
    const list = [{ provider: "peo" as const, configured: true, last4: "abcd", updatedAt: "2026-11-22T05:00:00.000Z" }];
    expect(statusOf(list, "peo")).toBe(list[0]);
    expect(statusOf(list, "openai")).toEqual({ provider: "openai", configured: false, last4: null, updatedAt: null });
    expect(statusOf(undefined, "huggingface").configured).toBe(false);
  });
  it("puts a saved status in place, in provider order", () => {
    const before = [
      { provider: "huggingface" as const, configured: false, last4: null, updatedAt: null },
      { provider: "openai" as const, configured: true, last4: "1111", updatedAt: "2026-11-01T00:00:00.000Z" },
    ];
    const saved = { provider: "peo" as const, configured: true, last4: "2222", updatedAt: "2026-11-22T00:00:00.000Z" };
    expect(withStatus(before, saved)).toEqual([before[0], saved, before[1]]);
    const replaced = { ...before[1], last4: "3333" } as (typeof before)[1];
    expect(withStatus(before, replaced)).toEqual([before[0], replaced]);
  });
});
