import type { AdminStatusCard } from "@hub-of-minds/core";

/** The card whose value the portal measures itself: how long the server took to answer this status call. */
export const responseTimeCard = "API Response Time";

/** Above this the answer counts as slow (the card's badge says 'warning'). */
export const slowResponseMs = 1000;

/** The server's cards with 'API Response Time' set to the measured round trip, in place of a made-up figure. */
export function withMeasuredResponseTime(cards: readonly AdminStatusCard[], elapsedMs: number): AdminStatusCard[] {
  const ms = Math.max(0, Math.round(elapsedMs));
  return cards.map((card) =>
    card.name === responseTimeCard
      ? { ...card, value: `${ms} ms`, status: ms > slowResponseMs ? "warning" : "good", trend: "stable" }
      : card,
  );
}
