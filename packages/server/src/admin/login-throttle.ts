import { and, eq, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { loginFailures } from "../db/schema";

/** How wrong passwords are slowed and then refused, per client. */
export interface ThrottlePolicy {
  /** Added delay per recent failure before a wrong password is answered. */
  delayStepMs: number;
  maxDelayMs: number;
  /** Failures within `windowMs` that lock the client out. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  delayStepMs: 250,
  maxDelayMs: 2000,
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 5 * 60_000,
};

/**
 * Counts failed logins per client in the database, so a client locked out on one instance is locked out
 * on all of them (and after a restart). Each failure is one atomic upsert: concurrent failures on
 * different instances all count.
 */
export function createLoginThrottle(
  db: Database,
  policy: ThrottlePolicy = defaultThrottlePolicy,
  now: () => number = Date.now,
) {
  let lastSweep = 0;
  const t = loginFailures;
  return {
    /** Seconds the client must still wait, or 0 when it may try. */
    async retryAfterSeconds(client: string): Promise<number> {
      const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.client, client));
      const at = now();
      return row && row.lockedUntil > at ? Math.ceil((row.lockedUntil - at) / 1000) : 0;
    },
    /** Records a wrong password; answers how long to hold the answer back. */
    async fail(client: string): Promise<number> {
      const at = now();
      // A window that is over (and no lock running) starts again from this failure.
      const over = sql`(${t.lockedUntil} <= ${at} and ${at} - ${t.firstAt} > ${policy.windowMs})`;
      const failures = sql`case when ${over} then 1 else ${t.failures} + 1 end`;
      const [row] = await db
        .insert(t)
        .values({ client, failures: 1, firstAt: at, lockedUntil: policy.maxFailures <= 1 ? at + policy.lockMs : 0 })
        .onConflictDoUpdate({
          target: t.client,
          set: {
            failures,
            firstAt: sql`case when ${over} then ${at} else ${t.firstAt} end`,
            lockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then ${at + policy.lockMs}
              when ${over} then 0 else ${t.lockedUntil} end`,
          },
        })
        .returning({ failures: t.failures });
      if (at - lastSweep > policy.windowMs) {
        // Old entries go, so a flood of distinct addresses cannot grow the table without limit.
        lastSweep = at;
        await db.delete(t).where(and(lte(t.lockedUntil, at), lt(t.firstAt, at - policy.windowMs)));
      }
      return Math.min(policy.maxDelayMs, policy.delayStepMs * (row?.failures ?? 1));
    },
    async succeed(client: string): Promise<void> {
      await db.delete(t).where(eq(t.client, client));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
