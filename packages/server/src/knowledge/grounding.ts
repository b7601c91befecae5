import type { Citation } from "@hub-of-minds/core";
import type { Payer } from "../gateway/spending";
import type { MemoryStore } from "../memory/memory-store";
import type { MemoryWriter } from "../memory/memory-writer";
import type { Knowledge } from "./knowledge";

/** What a personality's chat adds to its system prompt, and the passages it may cite. */
export interface Grounding {
  context: string;
  citations: Citation[];
  /** Called with the finished answer of a chat with a known person: the personality remembers from it. */
  afterAnswer?: (answer: { text: string; model: string; payer: Payer }) => void;
}

/**
 * Builds a chat's grounding: the routes call it with the personality, the question, the person (if known) and
 * the customer who pays for the chat (`payingCustomer`, or a signed-in customer on /browser): their own
 * containers bound to the personality are retrieved with the hub's, another customer's never.
 */
export type GroundingSource = (
  personalityId: string,
  question: string,
  subject?: string,
  customerId?: number,
) => Promise<Grounding>;

/** How many memories about the person a chat recalls. */
const recalledMemories = 5;

export function createGroundingSource(
  knowledge: Knowledge,
  memory: MemoryStore,
  writer?: Pick<MemoryWriter, "after">,
): GroundingSource {
  return async (personalityId, question, subject, customerId) => {
    const [citations, memories] = await Promise.all([
      knowledge.retrieve(personalityId, question, customerId),
      subject ? memory.recall(personalityId, subject, question, recalledMemories) : Promise.resolve([]),
    ]);
    const parts: string[] = [];
    if (citations.length) {
      parts.push(
        "Answer from these passages of your knowledge base when they hold the answer, and cite them by number " +
          "like [1]. If they do not hold it, say so rather than guess.",
        ...citations.map((hit, index) => `[${index + 1}] ${hit.documentTitle}:\n${hit.text}`),
      );
    }
    if (memories.length) {
      parts.push(
        "What you remember about the person you are talking with:",
        ...memories.map((entry) => `- ${entry.content}`),
      );
    }
    const grounding: Grounding = { context: parts.join("\n\n"), citations };
    if (writer && subject) {
      grounding.afterAnswer = ({ text, model, payer }) =>
        writer.after({ personalityId, subject, question, answer: text, model, payer });
    }
    return grounding;
  };
}

/** The hub's system prompt with the grounding after it. */
export const groundedPrompt = (systemPrompt: string | undefined, grounding: Grounding | undefined) =>
  [systemPrompt, grounding?.context].filter((part) => part?.trim()).join("\n\n") || undefined;
