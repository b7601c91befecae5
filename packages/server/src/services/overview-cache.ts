import type { EventBus } from "../live/event-bus";
import type { OverviewService } from "./overview.service";

/**
 * The overview is polled by every open dashboard but changes only with events: keep its serialized JSON
 * for `ttlMs` (bounding staleness for changes without an event), drop it on any hub event, and let
 * concurrent requests share one computation.
 */
export function createOverviewCache(service: OverviewService, bus: EventBus, ttlMs: number) {
  let cached: { json: string; at: number } | undefined;
  let inFlight: Promise<string> | undefined;
  let generation = 0;
  bus.subscribe(() => {
    generation += 1;
    cached = undefined;
  });
  return {
    json(): Promise<string> {
      if (cached && performance.now() - cached.at < ttlMs) return Promise.resolve(cached.json);
      if (inFlight) return inFlight;
      const startedAt = generation;
      inFlight = service
        .get()
        .then((overview) => {
          const json = JSON.stringify(overview);
          // An event during the computation may have changed what was read: do not keep that answer.
          if (ttlMs > 0 && startedAt === generation) cached = { json, at: performance.now() };
          return json;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
export type OverviewCache = ReturnType<typeof createOverviewCache>;
