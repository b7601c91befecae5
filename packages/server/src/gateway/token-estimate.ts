import { createRequire } from "node:module";

type Tokenizer = typeof import("gpt-tokenizer");
let tokenizer: Tokenizer | undefined;
/**
 * gpt-tokenizer's tables take ~34 MB of heap (a third of an idle hub's): they are loaded by the first count
 * (a provider that reported no usage), not at start.
 */
const countTokens = (text: string) => {
  tokenizer ??= createRequire(import.meta.url)("gpt-tokenizer") as Tokenizer;
  return tokenizer.countTokens(text);
};

/**
 * A quick size of a prompt (4 characters a token) for the reservation made before every call; the bill uses
 * the provider's usage, or `countTextTokens` when a provider leaves it out.
 */
export const roughTokens = (texts: readonly string[]) =>
  Math.ceil(texts.reduce((sum, text) => sum + text.length, 0) / 4);

/** Tokens of texts by GPT-4o's tokenizer (o200k), an honest count when the upstream reports no usage. */
export const countTextTokens = (texts: readonly string[]) => texts.reduce((sum, text) => sum + countTokens(text), 0);

type Delta = {
  content?: unknown;
  refusal?: unknown;
  reasoning_content?: unknown;
  tool_calls?: { function?: { name?: unknown; arguments?: unknown } }[];
};

/** What a streamed answer produced (text, refusals, reasoning, tool-call names and arguments), from its SSE bytes. */
export function streamedTexts(frames: readonly Buffer[]): string[] {
  const texts: string[] = [];
  for (const line of Buffer.concat(frames).toString("utf8").split("\n")) {
    if (!line.startsWith("data:")) continue;
    const data = line.slice(5).trim();
    if (!data.startsWith("{")) continue;
    let event: { choices?: { delta?: Delta }[] };
    try {
      event = JSON.parse(data);
    } catch {
      continue;
    }
    for (const choice of event.choices ?? []) {
      const delta = choice.delta ?? {};
      for (const value of [delta.content, delta.refusal, delta.reasoning_content]) {
        if (typeof value === "string") texts.push(value);
      }
      for (const call of delta.tool_calls ?? []) {
        for (const value of [call.function?.name, call.function?.arguments]) {
          if (typeof value === "string") texts.push(value);
        }
      }
    }
  }
  return texts;
}
