import { describe, expect, it } from "vitest";
import { checkOversight, type OversightPolicy, policyFrom } from "./oversight";

const policy: OversightPolicy = policyFrom({
  maxMessageLength: 20,
  maxRequestCharacters: 50,
  allowClientSystem: false,
  maxTokensPerRequest: 2048,
  allowedModels: ["gpt-4o-mini"],
  rateLimits: { perKeyPerMinute: 60, perIpPerMinute: 120, invalidKeysPerMinute: 20 },
  budgets: {
    anonymous: { tokensPerDay: 1000, imagesPerDay: 1 },
    perAddress: { tokensPerDay: 100, imagesPerDay: 1 },
  },
  widgetKeys: { requestsPerMinute: 30, tokensPerDay: 50_000, visitorRequestsPerMinute: 10 },
  rules: [
    { id: "no-credentials", description: "No secrets.", pattern: "password\\s*[:=]", action: "block", enabled: true },
    { id: "watch-word", description: "Flag it.", pattern: "\\bcosmos\\b", action: "flag", enabled: true },
    { id: "off-rule", description: "Disabled.", pattern: "hello", action: "block", enabled: false },
  ],
});
const ask = (content: string, extra: Partial<{ model: string; maxTokens: number }> = {}) => ({
  model: "gpt-4o",
  maxTokens: 2048,
  messages: [{ role: "user", content }],
  ...extra,
});

describe("checkOversight", () => {
  it("allows gpt-4o, gpt-3.5-turbo and the listed models, refuses others (gpt-4 too) naming the rule", () => {
    expect(checkOversight(ask("hello"), policy)).toEqual({ kind: "allow", noted: [] });
    expect(checkOversight(ask("hello", { model: "gpt-3.5-turbo" }), policy).kind).toBe("allow");
    expect(checkOversight(ask("hello", { model: "gpt-4o-mini" }), policy).kind).toBe("allow");
    // gpt-4 costs about fifteen times gpt-4o: not served unless listed.
    expect(checkOversight(ask("hello", { model: "gpt-4" }), policy)).toMatchObject({ rule: "allowedModels" });
    expect(checkOversight(ask("hello", { model: "o9-ultra" }), policy)).toMatchObject({
      kind: "refuse",
      rule: "allowedModels",
    });
  });

  it("caps max tokens and message length", () => {
    expect(checkOversight(ask("hi", { maxTokens: 2049 }), policy)).toMatchObject({ rule: "maxTokensPerRequest" });
    expect(checkOversight(ask("x".repeat(21)), policy)).toMatchObject({ rule: "maxMessageLength" });
  });

  it("blocks on a block rule, notes flag rules, ignores disabled ones", () => {
    expect(checkOversight(ask("password: hunter2"), policy)).toMatchObject({ kind: "refuse", rule: "no-credentials" });
    expect(checkOversight(ask("the cosmos"), policy)).toEqual({
      kind: "allow",
      noted: [{ ruleId: "watch-word", action: "flag" }],
    });
  });

  it("applies length limits and rules to every role, and refuses client system messages unless allowed", () => {
    const as = (role: string, content: string) => ({ ...ask(""), messages: [{ role, content }] });
    expect(checkOversight(as("assistant", "password: hunter2"), policy)).toMatchObject({ rule: "no-credentials" });
    expect(checkOversight(as("assistant", "x".repeat(21)), policy)).toMatchObject({ rule: "maxMessageLength" });
    expect(checkOversight(as("system", "be nice"), policy)).toMatchObject({ rule: "allowClientSystem" });
    expect(checkOversight(as("system", "be nice"), { ...policy, allowClientSystem: true }).kind).toBe("allow");
    expect(checkOversight(as("system", "password: x"), { ...policy, allowClientSystem: true })).toMatchObject({
      rule: "no-credentials",
    });
    const many = { ...ask(""), messages: Array.from({ length: 3 }, () => ({ role: "user", content: "y".repeat(20) })) };
    expect(checkOversight(many, policy)).toMatchObject({ kind: "refuse", rule: "maxRequestCharacters" });
  });

  it("runs patterns in linear time: a catastrophic-backtracking pattern on a long message answers at once", () => {
    // With RegExp, `^(a+)+$` on 29 characters took 7.5 s; on 2,000 it would never finish within the test's timeout.
    const bomb = {
      id: "bomb",
      description: "Backtracks.",
      pattern: "^(a+)+$",
      action: "block" as const,
      enabled: true,
    };
    const slow = { ...policy, maxMessageLength: 10_000, maxRequestCharacters: 10_000, rules: [bomb] };
    expect(checkOversight(ask(`${"a".repeat(2000)}!`), slow)).toEqual({ kind: "allow", noted: [] });
    expect(checkOversight(ask("a".repeat(2000)), slow)).toMatchObject({ kind: "refuse", rule: "bomb" });
  });
});
