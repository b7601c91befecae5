/** A seeded random source: the same seed always gives the same sequence (mulberry32). */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Some distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return rngFrom(() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  });
}

/** Builds the whole Rng from a source of floats in [0, 1); tests use it to script exact draws. */
export function rngFrom(next: () => number): Rng {
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError("pick() needs a non-empty list");
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p) => next() < p,
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      return out;
    },
  };
}

/** A seed for places that want variety (a fresh page load); tests always pass their own. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}
