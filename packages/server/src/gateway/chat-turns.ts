import type { ChatCompletionMessage, OpenAiMessage } from "@hub-of-minds/core";

/** One message of a chat call: the panels' plain turns or any of OpenAI's message shapes. */
export type ChatTurn = OpenAiMessage | ChatCompletionMessage;

type Part = { type: string; text?: unknown; refusal?: unknown };
/** Any message-like object: a request turn, or a completion's answer message. */
type MessageLike = { content?: unknown; refusal?: unknown; tool_calls?: unknown };

/**
 * Every text a message carries, joined: its string content or each text (and refusal) part, an assistant's
 * refusal, and the names and arguments of its tool calls. Oversight reads this, so no part slips past it.
 */
export function turnText(turn: MessageLike): string {
  const texts: string[] = [];
  const { content } = turn;
  if (typeof content === "string") texts.push(content);
  else if (Array.isArray(content)) {
    for (const part of content as Part[]) {
      if (typeof part.text === "string") texts.push(part.text);
      else if (typeof part.refusal === "string") texts.push(part.refusal);
    }
  }
  if (typeof turn.refusal === "string") texts.push(turn.refusal);
  if (Array.isArray(turn.tool_calls)) {
    for (const call of turn.tool_calls as { function?: { name?: unknown; arguments?: unknown } }[]) {
      for (const value of [call.function?.name, call.function?.arguments]) {
        if (typeof value === "string") texts.push(value);
      }
    }
  }
  return texts.join("\n");
}

/** The kinds of non-text parts in the messages (`image_url`, `input_audio`, `file`), for the capability check. */
export function mediaPartKinds(turns: readonly ChatTurn[]): Set<string> {
  const kinds = new Set<string>();
  for (const turn of turns) {
    if (!Array.isArray(turn.content)) continue;
    for (const part of turn.content as Part[]) {
      if (part.type !== "text" && part.type !== "refusal") kinds.add(part.type);
    }
  }
  return kinds;
}

/** The messages as oversight reads them: `developer` is a system message, every text of a turn joined. */
export const oversightTurns = (turns: readonly ChatTurn[]) =>
  turns.map((turn) => ({ role: turn.role === "developer" ? "system" : turn.role, content: turnText(turn) }));

/** The caller's last message, as text: what a retrieval looks for and a thread records. */
export const lastUserText = (turns: readonly ChatTurn[]): string | undefined => {
  const last = turns.filter((turn) => turn.role === "user").at(-1);
  return last ? turnText(last) : undefined;
};
