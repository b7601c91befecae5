import type { EngineContext } from "../engine/engine";
import { createRng, type Rng, rngFrom } from "../random/rng";

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
  return rngFrom(() => {
    const value = queue.shift();
    if (value === undefined) throw new RangeError("scriptedRng ran out of values");
    return value;
  });
}

/** Test-only: a scripted context. */
export function scriptedContext(values: readonly number[], now = testNow): EngineContext {
  return { rng: scriptedRng(values), now };
}
