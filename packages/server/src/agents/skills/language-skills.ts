import { findPersonality, personalitySystemPrompt } from "@hub-of-minds/core";
import { SkillError, type SkillImplementation } from "./skill-context";

const personalityOf = (id: string) => {
  const personality = findPersonality(id);
  if (!personality) throw new SkillError("personality_not_found", `No personality "${id}" in the catalogue`);
  return personality;
};

/** Rewrites a text in a personality's voice: one model call with that personality's prompt. */
export const rewriteInVoice: SkillImplementation = async (input, { ask }) => {
  const personality = personalityOf(String(input.personalityId));
  const text = await ask(
    "Rewrite the text below in your own voice. Keep its meaning and facts; answer with the rewritten text only.",
    String(input.text),
    personalitySystemPrompt(personality),
  );
  return { personalityId: personality.id, text };
};

/** Blends two to four personalities into one persona for a goal. */
export const composePersona: SkillImplementation = async (input, { ask }) => {
  const ids = input.personalityIds as string[];
  if (ids.length < 2 || ids.length > 4) throw new SkillError("invalid_count", "personalityIds must hold 2 to 4 ids");
  const blend = ids.map(personalityOf);
  const description = await ask(
    "Compose one persona that blends the personalities below for the goal given. Answer with a name on the " +
      "first line, then a short paragraph on its voice and what it does.",
    `Goal: ${String(input.goal)}\n\n${blend.map((p) => `${p.name}: ${p.description}`).join("\n")}`,
  );
  return { personalityIds: ids, persona: description };
};

/** Scores a text's sentiment from -1 (negative) to 1 (positive), with a one-word label. */
export const scoreSentiment: SkillImplementation = async (input, { ask }) => {
  const answer = await ask(
    "Score the sentiment of the text below from -1 (very negative) to 1 (very positive). Answer with the " +
      "number only.",
    String(input.text),
  );
  const score = Number(answer.match(/-?\d+(\.\d+)?/)?.[0]);
  if (!Number.isFinite(score) || score < -1 || score > 1) {
    throw new SkillError("unreadable_score", `The model answered "${answer.slice(0, 80)}", not a score`);
  }
  const label = score > 0.2 ? "positive" : score < -0.2 ? "negative" : "neutral";
  return { score, label };
};

/** The themes that rise or fall across a list of texts. */
export const detectTrends: SkillImplementation = async (input, { ask }) => {
  const texts = input.texts as string[];
  if (!texts.length) throw new SkillError("no_texts", "texts must hold at least one text");
  const trends = await ask(
    "List the trends across the texts below, one per line, each with the texts (by number) that show it.",
    texts.map((text, i) => `${i + 1}. ${text}`).join("\n"),
  );
  return { texts: texts.length, trends };
};
