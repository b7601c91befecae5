import type { OversightRules } from "@hub-of-minds/core";
import { ruleMatchesTexts, textsToMatch } from "./oversight-text";

/**
 * OpenAI models allowed without being listed: the chat panels' default and its inexpensive choice. gpt-4, the
 * panels' third choice, costs about fifteen times gpt-4o: an operator lists it in allowedModels to pay for it.
 */
export const includedModels: readonly string[] = ["gpt-4o", "gpt-3.5-turbo"];

export interface OversightPolicy {
  maxMessageLength: number;
  /** All message texts of one request together. */
  maxRequestCharacters: number;
  /** Whether a client may send `system` messages (the hub's own personality prompts are not the client's). */
  allowClientSystem: boolean;
  maxTokensPerRequest: number;
  /** Whether the gateway serves a model (allowedModels, and the chat models of the providers with a key). */
  modelAllowed(model: string): boolean;
  rules: readonly {
    id: string;
    description: string;
    pattern: string;
    action: "block" | "flag" | "log";
    enabled: boolean;
  }[];
}

/** The OpenAI allow-list: gpt-4o and gpt-3.5-turbo plus oversight_rules.yaml's `allowedModels`. */
export const allowListOf = (rules: { allowedModels: readonly string[] }): readonly string[] => [
  ...includedModels,
  ...rules.allowedModels,
];

/** The policy of a saved oversight_rules.yaml; the gateway's `modelAllowed` adds the providers' chat models. */
export function policyFrom(
  rules: OversightRules,
  modelAllowed: (model: string) => boolean = (model) => allowListOf(rules).includes(model),
): OversightPolicy {
  return { ...rules, modelAllowed };
}

export interface OversightRequest {
  model: string;
  /** Absent when the model's own limit applies instead (a customer's key). */
  maxTokens?: number;
  /** What the client sent, every role: the server's own system prompt is added after the check. */
  messages: readonly { role: string; content: string }[];
}

export type OversightVerdict =
  | { kind: "allow"; noted: { ruleId: string; action: "flag" | "log" }[] }
  | { kind: "refuse"; rule: string; message: string };

/**
 * Applies oversight_rules.yaml to a chat request, every message of every role (a blocked text must not pass
 * as `assistant` or `system`); the first breach refuses it and names the rule.
 */
export function checkOversight(request: OversightRequest, policy: OversightPolicy): OversightVerdict {
  if (!policy.modelAllowed(request.model)) {
    return {
      kind: "refuse",
      rule: "allowedModels",
      message: `The model "${request.model}" is not allowed; add it to allowedModels in oversight_rules.yaml.`,
    };
  }
  if (request.maxTokens !== undefined && request.maxTokens > policy.maxTokensPerRequest) {
    return {
      kind: "refuse",
      rule: "maxTokensPerRequest",
      message: `maxTokens ${request.maxTokens} is over the limit of ${policy.maxTokensPerRequest} set in oversight_rules.yaml.`,
    };
  }
  return checkMessages(request.messages, policy);
}

/** The rules on the texts alone (an image prompt too): roles, lengths and the block/flag/log patterns. */
export function checkMessages(
  messages: OversightRequest["messages"],
  policy: Omit<OversightPolicy, "modelAllowed" | "maxTokensPerRequest">,
): OversightVerdict {
  if (!policy.allowClientSystem && messages.some((m) => m.role === "system")) {
    return {
      kind: "refuse",
      rule: "allowClientSystem",
      message:
        "System messages from clients are not accepted; oversight_rules.yaml can allow them (allowClientSystem).",
    };
  }
  const texts = messages.map((m) => m.content);
  const tooLong = texts.find((text) => text.length > policy.maxMessageLength);
  if (tooLong !== undefined) {
    return {
      kind: "refuse",
      rule: "maxMessageLength",
      message: `A message is ${tooLong.length} characters long; oversight_rules.yaml allows ${policy.maxMessageLength}.`,
    };
  }
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (total > policy.maxRequestCharacters) {
    return {
      kind: "refuse",
      rule: "maxRequestCharacters",
      message: `The messages are ${total} characters long together; oversight_rules.yaml allows ${policy.maxRequestCharacters}.`,
    };
  }
  const noted: { ruleId: string; action: "flag" | "log" }[] = [];
  const request = textsToMatch(texts);
  for (const rule of policy.rules) {
    if (!rule.enabled) continue;
    if (!ruleMatchesTexts(rule.pattern, request)) continue;
    if (rule.action === "block") {
      return { kind: "refuse", rule: rule.id, message: `Blocked by oversight rule "${rule.id}": ${rule.description}` };
    }
    noted.push({ ruleId: rule.id, action: rule.action });
  }
  return { kind: "allow", noted };
}
