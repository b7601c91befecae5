import { personalityCatalogue, type ThreadSummary } from "@hub-of-minds/core";

/**
 * How the inbox names things. Dates are UTC, like the date filters (the server counts UTC days), so a
 * thread shown as "12 May" is one the filter "from 12 May" finds.
 */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export const dateTimeText = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
export const dayText = (iso: string) => day.format(new Date(iso));

const names = new Map(personalityCatalogue.map((personality) => [personality.id, personality.name]));

/** A personality's name from the catalogue, its id when the catalogue does not hold it. */
export function personalityName(personalityId: string): string {
  return names.get(personalityId) ?? personalityId;
}

/** Who answered: the personality, or the model for a plain model chat. */
export function answeredBy(thread: Pick<ThreadSummary, "personalityId" | "model">): string {
  return thread.personalityId ? personalityName(thread.personalityId) : thread.model;
}

/** The personalities the filter offers: the catalogue's, then any other the inbox has seen, by name. */
export function personalityOptions(seen: readonly (string | null)[]): { id: string; name: string }[] {
  const extra = [...new Set(seen)].filter((id): id is string => id !== null && !names.has(id));
  return [
    ...personalityCatalogue.map((personality) => ({ id: personality.id, name: personality.name })),
    ...extra.map((id) => ({ id, name: id })),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

/** Whom a thread belongs to, as a customer reads it. */
export function visitorLabel(thread: Pick<ThreadSummary, "visitorId" | "userId">, short = false): string {
  if (thread.userId !== null) return `Signed-in user ${thread.userId}`;
  if (thread.visitorId.startsWith("u:")) return `Signed-in user ${thread.visitorId.slice(2)}`;
  if (thread.visitorId.startsWith("a:")) return "A hub account (on /browser)";
  return short ? `Anonymous visitor ${thread.visitorId.slice(2, 10)}…` : `Anonymous visitor ${thread.visitorId}`;
}

/** "3 messages", "1 message". */
export const countText = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** The start of a long text, cut at a word, for a source's excerpt. */
export function excerpt(text: string, length = 180): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, "")}…`;
}
