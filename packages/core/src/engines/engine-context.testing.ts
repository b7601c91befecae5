import type { EngineContext } from "../engine/engine";
import { createRng, type Rng } from "../random/rng";

/** Test-only: the start of every test clock. */
export const testNow = 1_700_000_000_000;

/** Test-only: a seeded context at a fixed instant. */
export function seededContext(seed: number, now = testNow): EngineContext {
  return { rng: createRng(seed), now };
}

/**
 * Test-only: an Rng that returns the given floats in order (then throws), with the same int/pick/chance/sample
 * arithmetic as the seeded one, so a test can force a "big roll" or a draw of 0 and state exactly why.
 */
export function scriptedRng(values: readonly number[]): Rng {
  const queue = [...values];
  const next = (): number => {
    const value = queue.shift();
    if (value === undefined) throw new RangeError("scriptedRng ran out of values");
    return value;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    chance: (p) => next() < p,
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      return out;
    },
  };
}

/** Test-only: a scripted context. */
export function scriptedContext(values: readonly number[], now = testNow): EngineContext {
  return { rng: scriptedRng(values), now };
}
