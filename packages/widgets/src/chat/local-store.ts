// Small values the chat keeps for the visitor (their id, their last thread): in localStorage, or in memory for
// this page's life when the browser refuses storage (private modes, blocked third-party storage).
const memory = new Map<string, string>();

export function recall(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

/** Stores `value`, or forgets the key when it is null. */
export function remember(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}
