import { isCitation } from "@hub-of-minds/core/protocol";
import type { ChatWidgetMessage } from "./chat-session";

/** `persist` attribute: where the conversation survives a reload. none (default), session or local storage. */
export type ChatPersist = "none" | "session" | "local";

export const toChatPersist = (value: string | undefined): ChatPersist =>
  value === "session" || value === "local" ? value : "none";

const isMessage = (value: unknown): value is ChatWidgetMessage => {
  if (!value || typeof value !== "object") return false;
  const message = value as Partial<ChatWidgetMessage>;
  return (
    typeof message.id === "string" &&
    (message.role === "user" || message.role === "assistant") &&
    typeof message.content === "string" &&
    typeof message.timestamp === "number" &&
    (message.tokens === undefined || typeof message.tokens === "number") &&
    (message.imageUrl === undefined || typeof message.imageUrl === "string") &&
    (message.citations === undefined || (Array.isArray(message.citations) && message.citations.every(isCitation))) &&
    (message.local === undefined || message.local === true)
  );
};

/** The storage of a `persist` mode; null when none, or when the browser refuses storage (private modes). */
function storageOf(persist: ChatPersist): Storage | null {
  if (persist === "none") return null;
  try {
    return persist === "local" ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a saved conversation; anything missing, unreadable or malformed gives null (start afresh). */
export function loadConversation(persist: ChatPersist, key: string): ChatWidgetMessage[] | null {
  try {
    const saved = storageOf(persist)?.getItem(key);
    if (!saved) return null;
    const value: unknown = JSON.parse(saved);
    return Array.isArray(value) && value.length > 0 && value.every(isMessage) ? value : null;
  } catch {
    return null;
  }
}

/** Saves the conversation; a full or refused storage only means it will not survive the reload. */
export function saveConversation(persist: ChatPersist, key: string, messages: readonly ChatWidgetMessage[]): void {
  try {
    storageOf(persist)?.setItem(key, JSON.stringify(messages));
  } catch {
    // Quota exceeded or storage disabled: keep chatting in memory.
  }
}

export function forgetConversation(persist: ChatPersist, key: string): void {
  try {
    storageOf(persist)?.removeItem(key);
  } catch {
    // Nothing was saved.
  }
}
