/** Prepends `item` and keeps the `cap` newest (lists in the engines are newest first). */
export function keepNewest<T>(list: readonly T[], item: T, cap: number): T[] {
  return [item, ...list].slice(0, cap);
}

/** Prepends several items, keeping their order, and keeps the `cap` newest. */
export function keepNewestAll<T>(list: readonly T[], items: readonly T[], cap: number): T[] {
  return [...items, ...list].slice(0, cap);
}

export function capAt100(value: number): number {
  return Math.min(100, value);
}

/** Strips float noise (85 + 0.1 + 0.1 ...) so repeated small steps land on the decimals a reader expects. */
export function cleanDecimal(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** `value + by`, capped at 100, without float noise: the shape of every "rises, capped at 100" rule. */
export function riseCapped(value: number, by: number): number {
  return capAt100(cleanDecimal(value + by));
}

/** A deterministic id from a prefix and the engine's running serial number. */
export function serialId(prefix: string, serial: number): string {
  return `${prefix}-${serial}`;
}

export function requireNames(names: readonly string[], engine: string): void {
  if (names.length === 0) throw new RangeError(`the ${engine} engine needs at least one personality name`);
}
