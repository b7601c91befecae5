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

interface Entry {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

// Bounded so a flood of distinct client addresses cannot grow memory without limit.
const maxClients = 10_000;

export function createLoginThrottle(policy: ThrottlePolicy = defaultThrottlePolicy, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const current = (client: string): Entry | undefined => {
    const entry = entries.get(client);
    if (entry && entry.lockedUntil <= now() && now() - entry.firstAt > policy.windowMs) {
      entries.delete(client);
      return undefined;
    }
    return entry;
  };
  return {
    /** Seconds the client must still wait, or 0 when it may try. */
    retryAfterSeconds(client: string): number {
      const entry = current(client);
      return entry && entry.lockedUntil > now() ? Math.ceil((entry.lockedUntil - now()) / 1000) : 0;
    },
    /** Records a wrong password; answers how long to hold the answer back. */
    fail(client: string): number {
      let entry = current(client);
      if (!entry) {
        if (entries.size >= maxClients) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entry = { failures: 0, firstAt: now(), lockedUntil: 0 };
        entries.set(client, entry);
      }
      entry.failures += 1;
      if (entry.failures >= policy.maxFailures) entry.lockedUntil = now() + policy.lockMs;
      return Math.min(policy.maxDelayMs, policy.delayStepMs * entry.failures);
    },
    succeed(client: string) {
      entries.delete(client);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
