import { describe, expect, it } from "vitest";
import { type AdminPortalCard, type AdminPortalState, createAdminPortalEngine } from "./admin-portal.engine";
import { scriptedContext, seededContext } from "./engine-context.testing";

const cards: readonly AdminPortalCard[] = [
  { name: "AI Personalities", value: "56 Online", status: "excellent", trend: "stable" },
  { name: "Consciousness Streams", value: "56/56 Active", status: "excellent", trend: "stable" },
];
const engine = createAdminPortalEngine(cards);
const refresh = { type: "refresh" } as const;
const unlocked = (): AdminPortalState =>
  engine.reduce(engine.init(seededContext(1)), { type: "unlock" }, seededContext(1));

describe("admin portal engine", () => {
  it("starts locked with the given cards and refreshes every 5 s", () => {
    const state = engine.init(seededContext(1));
    expect(state).toEqual({ unlocked: false, cards });
    expect(engine.timers).toEqual([{ everyMs: 5000, event: { type: "refresh" } }]);
  });

  it("does nothing on refresh while locked", () => {
    const state = engine.init(seededContext(1));
    expect(engine.reduce(state, refresh, scriptedContext([0]))).toBe(state);
  });

  it("switches Consciousness Streams to High Activity on a draw below 0.3", () => {
    const next = engine.reduce(unlocked(), refresh, scriptedContext([0.29]));
    expect(next.cards[1]).toEqual({ ...cards[1], value: "High Activity" });
    expect(next.cards[0]).toBe(cards[0]);
  });

  it("keeps the card on a draw of 0.3 or more", () => {
    const state = unlocked();
    expect(engine.reduce(state, refresh, scriptedContext([0.3]))).toBe(state);
  });

  it("never reverts, not even across lock and unlock, and draws nothing once switched", () => {
    const high = engine.reduce(unlocked(), refresh, scriptedContext([0]));
    expect(engine.reduce(high, refresh, scriptedContext([]))).toBe(high);
    const relocked = engine.reduce(
      engine.reduce(high, { type: "lock" }, seededContext(1)),
      { type: "unlock" },
      seededContext(1),
    );
    expect(relocked.cards[1]?.value).toBe("High Activity");
  });

  it("ignores a card list without Consciousness Streams and repeated lock or unlock", () => {
    const other = createAdminPortalEngine(cards.slice(0, 1));
    const state = other.reduce(other.init(seededContext(1)), { type: "unlock" }, seededContext(1));
    expect(other.reduce(state, refresh, scriptedContext([]))).toBe(state);
    expect(other.reduce(state, { type: "unlock" }, seededContext(1))).toBe(state);
  });
});
