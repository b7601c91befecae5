import { personalityCatalogue } from "@hub-of-minds/core";
import type { ChatSend } from "@hub-of-minds/widgets";

/** A personality to talk to: its name for the page, its id for the hub (which holds its voice). */
export interface Persona {
  id: string;
  name: string;
}

/** The catalogue's personality with this id (the one catalogue of the spec README), or null. */
export function personaFor(id: string): Persona | null {
  const personality = personalityCatalogue.find((entry) => entry.id === id);
  return personality ? { id: personality.id, name: personality.name } : null;
}

/**
 * Sends every turn with the persona's id as the model: the hub answers in its voice with its personality model
 * (a system prompt from the page would be refused by the oversight rules, as any client's is).
 */
export function personaSend(send: ChatSend, persona: Persona): ChatSend {
  return (body, connection, onDelta) => send({ ...body, model: persona.id }, connection, onDelta);
}
