import type { EmbeddingCall } from "../gateway/completion";
import type { Payer } from "../gateway/spending";

/**
 * Turns passages and queries into vectors. In the product this is the hub's own `/v1/embeddings` pipeline
 * (metered); tests point it at a local OpenAI-compatible stand-in. Without one the hub searches with full text alone.
 */
export interface Embedder {
  /** Names the model, so a change of model can trigger a re-index. */
  readonly model: string;
  /** `payer`: who is charged (a customer indexing their own documents); the operator when omitted. */
  embed(texts: readonly string[], payer?: Payer): Promise<number[][]>;
}

/** Passages per embeddings request: well under OpenAI's 2,048 inputs and 300,000 tokens per request. */
const batchSize = 64;

/**
 * The hub's own embeddings: through the gateway's pipeline like a `/v1/embeddings` call (the route to the
 * provider, the job record, the tokens metered), paid by the operator (`operator` payer: the hub's own
 * background work, not held to its visitors' daily budgets), or by the customer whose documents they index.
 */
export function createGatewayEmbedder(
  embed: (call: EmbeddingCall) => Promise<{ data: { index: number; embedding: number[] | string }[] }>,
  model: string,
): Embedder {
  return {
    model,
    async embed(texts, payer = { kind: "operator", purpose: "knowledge" }) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const input = texts.slice(start, start + batchSize);
        const answer = await embed({
          model,
          input,
          extra: { encoding_format: "float" },
          payer,
        });
        const ordered = [...answer.data].sort((a, b) => a.index - b.index);
        if (ordered.length !== input.length || ordered.some((row) => !Array.isArray(row.embedding))) {
          throw new Error(`the embeddings of ${model} came back incomplete (${ordered.length} of ${input.length})`);
        }
        vectors.push(...ordered.map((row) => row.embedding as number[]));
      }
      return vectors;
    },
  };
}
