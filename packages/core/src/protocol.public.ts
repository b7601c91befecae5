/**
 * `@hub-of-minds/core/protocol`: what runs without zod. Types, guards, endpoint paths and the fetch/SSE
 * helpers, socket message types and frame reader, the iframe protocol, the engines, the catalogue and fixed
 * data, formatters and defaults. The widgets import only this entry, so an embeddable bundle never carries
 * zod; core/src/entries.test.ts walks this file's import graph and fails if it reaches zod at run time.
 * Every schema's inferred type is here too (`export type`, erased at run time); the schemas themselves are
 * in `@hub-of-minds/core/contract`.
 */
export * from "./api/public";
export * from "./avatar/public";
export * from "./catalogue/public";
export * from "./configs/public";
export * from "./contract/public";
export type * from "./contract.public";
export * from "./data/public";
export type { Engine, EngineContext, EngineTimer } from "./engine/engine";
export { createEngineStore, type EngineStore, type EngineStoreOptions } from "./engine/engine-store";
export * from "./engines/public";
export * from "./format/public";
export * from "./frame/public";
export type { PlatformAbortSignal, PlatformResponse } from "./platform";
export { createRng, type Rng, randomSeed } from "./random/rng";
export * from "./schemas/citation.guard";
export * from "./schemas/personality.constants";
export * from "./schemas/socket-message-types";
export * from "./schemas/system-metric-defaults";
export * from "./schemas/thread-constants";
export * from "./socket/public";
