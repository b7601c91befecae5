import { chatModels } from "@hub-of-minds/core";
import { patternMatches } from "./oversight-pattern";

export interface OversightPolicy {
  maxMessageLength: number;
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
  messages: readonly { role: string; content: string }[];
}

export type OversightVerdict =
  | { kind: "allow"; noted: { ruleId: string; action: "flag" | "log" }[] }
  | { kind: "refuse"; rule: string; message: string };

/** Applies oversight_rules.yaml to a chat request; the first breach refuses it and names the rule. */
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
  const userTexts = request.messages.filter((m) => m.role === "user").map((m) => m.content);
  const tooLong = userTexts.find((text) => text.length > policy.maxMessageLength);
  if (tooLong !== undefined) {
    return {
      kind: "refuse",
      rule: "maxMessageLength",
      message: `A message is ${tooLong.length} characters long; oversight_rules.yaml allows ${policy.maxMessageLength}.`,
    };
  }
  const noted: { ruleId: string; action: "flag" | "log" }[] = [];
  for (const rule of policy.rules) {
    if (!rule.enabled) continue;
    if (!userTexts.some((text) => patternMatches(rule.pattern, text))) continue;
    if (rule.action === "block") {
      return { kind: "refuse", rule: rule.id, message: `Blocked by oversight rule "${rule.id}": ${rule.description}` };
    }
    noted.push({ ruleId: rule.id, action: rule.action });
  }
  return { kind: "allow", noted };
}
