/** How many leading characters of a customer API key are ever shown (spec 000, section 9). */
export const apiKeyDisplayLength = 8;

/** 'hom_live_abc...' -> 'hom_live...'. */
export function maskApiKey(apiKey: string): string {
  return `${apiKey.slice(0, apiKeyDisplayLength)}...`;
}
