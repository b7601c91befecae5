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

/** What one login attempt may do: go on to the password check (then wait `delayMs` if wrong), or not. */
export type LoginAttempt = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts login attempts per client in the database, so a client locked out on one instance is locked out
 * on all of them (and after a restart). An attempt is counted before the password is checked, in one atomic
 * upsert: requests in flight at the same moment cannot all slip past the lockout. A correct password then
 * forgets the client.
 */
export function createLoginThrottle(
  db: Database,
  policy: ThrottlePolicy = defaultThrottlePolicy,
  now: () => number = Date.now,
) {
  let lastSweep = 0;
  const t = loginFailures;
  return {
    async attempt(client: string): Promise<LoginAttempt> {
      const at = now();
      const running = sql`(${t.lockedUntil} > ${at})`;
      // A window that is over (and no lock running) starts again from this attempt.
      const over = sql`(not ${running} and ${at} - ${t.firstAt} > ${policy.windowMs})`;
      // A lock that ran out inside the window leaves one more try before the next lock.
      const expired = sql`(${t.lockedUntil} > 0 and not ${running})`;
      const attempts = sql`case when ${over} then 1 when ${expired} then ${policy.maxFailures} else ${t.failures} + 1 end`;
      const [row] = await db
        .insert(t)
        .values({ client, failures: 1, firstAt: at, lockedUntil: policy.maxFailures <= 1 ? at + policy.lockMs : 0 })
        .onConflictDoUpdate({
          target: t.client,
          set: {
            failures: attempts,
            firstAt: sql`case when ${over} then ${at} else ${t.firstAt} end`,
            lockedUntil: sql`case when ${running} then ${t.lockedUntil}
              when ${attempts} >= ${policy.maxFailures} then ${at + policy.lockMs} else 0 end`,
          },
        })
        .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
      if (at - lastSweep > policy.windowMs) {
        // Old entries go, so a flood of distinct addresses cannot grow the table without limit.
        lastSweep = at;
        await db.delete(t).where(and(lte(t.lockedUntil, at), lt(t.firstAt, at - policy.windowMs)));
      }
      const failures = row?.failures ?? 1;
      if (failures > policy.maxFailures) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((row?.lockedUntil ?? at) - at) / 1000)) };
      }
      return { allowed: true, delayMs: Math.min(policy.maxDelayMs, policy.delayStepMs * failures) };
    },
    async succeed(client: string): Promise<void> {
      await db.delete(t).where(eq(t.client, client));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
