import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimitWindows } from "../db/gateway-schema";
import type { RateLimiter } from "./rate-limiter";

/** The same fixed window as the memory limiter, counted in the database so all instances share one limit. */
export function createDbRateLimiter(
  db: Database,
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter {
  let lastSweep = 0;
  const windowOf = (at: number) => at - (at % windowMs);
  const resetOf = (at: number) => Math.max(1, Math.ceil((windowOf(at) + windowMs - at) / 1000));
  return {
    async peek(key) {
      const at = now();
      const [row] = await db
        .select({ count: rateLimitWindows.count })
        .from(rateLimitWindows)
        .where(and(eq(rateLimitWindows.key, key), eq(rateLimitWindows.windowStart, windowOf(at))));
      const count = row?.count ?? 0;
      return { allowed: count < limit, limit, remaining: Math.max(0, limit - count), resetSeconds: resetOf(at) };
    },
    async hit(key) {
      const at = now();
      const windowStart = windowOf(at);
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitWindows.key, rateLimitWindows.windowStart],
          set: { count: sql`${rateLimitWindows.count} + 1` },
        })
        .returning({ count: rateLimitWindows.count });
      if (at - lastSweep > windowMs) {
        lastSweep = at;
        await db.delete(rateLimitWindows).where(and(lt(rateLimitWindows.windowStart, windowStart)));
      }
      const count = row?.count ?? 1;
      return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetSeconds: resetOf(at) };
    },
  };
}
