import { createHash } from "node:crypto";

/**
 * The stand-in's embeddings for models named `concept-*`: a small model of meaning the tests can reason about.
 * Words of one concept (a refund and a reimbursement) share a dimension, so texts with no word in common can
 * still be near; every other word lands in one of a few hashed dimensions, so unrelated texts stay apart.
 */
const concepts: readonly (readonly string[])[] = [
  ["refund", "refunds", "reimbursement", "reimburse", "repay", "repayment", "money"],
  ["password", "passphrase", "credentials", "login", "sign"],
  ["shipping", "delivery", "courier", "parcel", "dispatch"],
  ["cancel", "cancellation", "terminate", "unsubscribe"],
  ["invoice", "receipt", "bill", "billing"],
];
const hashedDimensions = 48;

export function conceptVector(text: string): number[] {
  const vector = new Array<number>(concepts.length + hashedDimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const concept = concepts.findIndex((words) => words.includes(word));
    if (concept >= 0) vector[concept] = (vector[concept] ?? 0) + 4;
    else {
      const bucket = createHash("sha256").update(word).digest().readUInt32BE(0) % hashedDimensions;
      vector[concepts.length + bucket] = (vector[concepts.length + bucket] ?? 0) + 1;
    }
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}
