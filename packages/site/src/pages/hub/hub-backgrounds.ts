import { unifiedHubConstants } from "@hub-of-minds/core";

/** The six generated backgrounds the hub rotates through (spec 000: 6 images, every 4 s). */
export const hubBackgrounds: readonly string[] = [
  "radial-gradient(circle at 20% 20%, #3b2a8a 0%, transparent 55%), linear-gradient(135deg, #0b0d1a, #1c2140)",
  "radial-gradient(circle at 80% 30%, #0f5c6e 0%, transparent 55%), linear-gradient(135deg, #0b0d1a, #12233a)",
  "radial-gradient(circle at 50% 80%, #6b1f5c 0%, transparent 55%), linear-gradient(135deg, #0b0d1a, #1f1434)",
  "radial-gradient(circle at 30% 70%, #1f5c3a 0%, transparent 55%), linear-gradient(135deg, #0b0d1a, #10261f)",
  "radial-gradient(circle at 70% 60%, #6e4a0f 0%, transparent 55%), linear-gradient(135deg, #0b0d1a, #2a1f10)",
  "radial-gradient(circle at 40% 30%, #1f3a8a 0%, transparent 55%), linear-gradient(135deg, #0b0d1a, #141a3a)",
];

/** The background after `index`, wrapping around. */
export function nextBackground(index: number): number {
  return (index + 1) % unifiedHubConstants.backgroundImages;
}
