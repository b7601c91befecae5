import { personalityCatalogue, personalitySystemPrompt } from "@hub-of-minds/core";
import type { ChatSend } from "@hub-of-minds/widgets";

/** A personality to talk to: its name for the page, its voice for the model. */
export interface Persona {
  id: string;
  name: string;
  prompt: string;
}

/** The catalogue's personality with this id (the one catalogue of the spec README), or null. */
export function personaFor(id: string): Persona | null {
  const personality = personalityCatalogue.find((entry) => entry.id === id);
  return personality
    ? { id: personality.id, name: personality.name, prompt: personalitySystemPrompt(personality) }
    : null;
}

/** Sends every turn with the persona's system prompt first, so the model answers in its voice. */
export function personaSend(send: ChatSend, persona: Persona): ChatSend {
  return (body, connection, onDelta) =>
    send({ ...body, messages: [{ role: "system", content: persona.prompt }, ...body.messages] }, connection, onDelta);
}
