// The public face of core: each area lists its own exports in its public.ts.
export * from "./api/public";
export * from "./avatar/public";
export * from "./catalogue/public";
export * from "./configs/public";
export * from "./contract/public";
export * from "./data/public";
export type { Engine, EngineContext, EngineTimer } from "./engine/engine";
export { createEngineStore, type EngineStore, type EngineStoreOptions } from "./engine/engine-store";
export * from "./engines/public";
export * from "./format/public";
export * from "./frame/public";
export type { PlatformAbortSignal, PlatformResponse } from "./platform";
export { createRng, type Rng, randomSeed } from "./random/rng";
export * from "./schemas/public";
export * from "./socket/public";
