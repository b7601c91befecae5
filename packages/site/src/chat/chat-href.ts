/** Where "Chat with <name>" goes: the AI Browser's chat panel with that personality (kept tiny: cards link it). */
export function chatHref(id: string): string {
  return `/browser?personality=${encodeURIComponent(id)}`;
}
