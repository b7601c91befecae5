import { chatModels } from "@hub-of-minds/core";
import { patternMatches } from "./oversight-pattern";

export interface OversightPolicy {
  maxMessageLength: number;
  /** All message texts of one request together. */
  maxRequestCharacters: number;
  /** Whether a client may send `system` messages (the hub's own personality prompts are not the client's). */
  allowClientSystem: boolean;
  maxTokensPerRequest: number;
  /** Models allowed beyond the three of the chat panels. */
  extraModels: readonly string[];
  rules: readonly {
    id: string;
    description: string;
    pattern: string;
    action: "block" | "flag" | "log";
    enabled: boolean;
  }[];
}

export interface OversightRequest {
  model: string;
  maxTokens: number;
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
  if (!(chatModels as readonly string[]).includes(request.model) && !policy.extraModels.includes(request.model)) {
    return {
      kind: "refuse",
      rule: "allowedModels",
      message: `The model "${request.model}" is not allowed; add it to allowedModels in oversight_rules.yaml.`,
    };
  }
  if (request.maxTokens > policy.maxTokensPerRequest) {
    return {
      kind: "refuse",
      rule: "maxTokensPerRequest",
      message: `maxTokens ${request.maxTokens} is over the limit of ${policy.maxTokensPerRequest} set in oversight_rules.yaml.`,
    };
  }
  if (!policy.allowClientSystem && request.messages.some((m) => m.role === "system")) {
    return {
      kind: "refuse",
      rule: "allowClientSystem",
      message:
        "System messages from clients are not accepted; oversight_rules.yaml can allow them (allowClientSystem).",
    };
  }
  const texts = request.messages.map((m) => m.content);
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
  for (const rule of policy.rules) {
    if (!rule.enabled) continue;
    if (!texts.some((text) => patternMatches(rule.pattern, text))) continue;
    if (rule.action === "block") {
      return { kind: "refuse", rule: rule.id, message: `Blocked by oversight rule "${rule.id}": ${rule.description}` };
    }
    noted.push({ ruleId: rule.id, action: rule.action });
  }
  return { kind: "allow", noted };
}
