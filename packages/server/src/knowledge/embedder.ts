/**
 * Turns passages and queries into vectors. In the product this is the hub's own `/v1/embeddings` pipeline
 * (metered); tests use a deterministic local stand-in. Without one the hub searches with full text alone.
 */
export interface Embedder {
  /** Names the model, so a change of model can trigger a re-index. */
  readonly model: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<number[][]>;
}
