import { and, eq, sql } from "drizzle-orm";
import { type Database, preparedRowsOf } from "../db/database";
import { budgetUsage } from "../db/gateway-schema";

/** One budget of oversight_rules.yaml `budgets`. */
export interface DailyAllowance {
  tokensPerDay: number;
  imagesPerDay: number;
}

/** Calls with no key: all addresses together, and each client address alone. */
export interface BudgetLimits {
  anonymous: DailyAllowance;
  perAddress: DailyAllowance;
}

export type BudgetUnit = "tokens" | "images";
export type BudgetScope = keyof BudgetLimits;

/** One daily counter (`scope`, a row of budget_usage) and its limit; `name` is what a refusal reports. */
export interface DailyCap<N extends string = string> {
  name: N;
  scope: string;
  perDay: number;
}

export type BudgetTake<N extends string = string> = { granted: number; day: string } | { refused: N; day: string };

/**
 * The spend per UTC day of calls without a key (the hub's budgets) and of widget keys. `take` grants up to
 * `wanted` (never less than `atLeast`) of what every cap has left, atomically, so concurrent calls cannot
 * overshoot; `adjust` books the difference once the call's real usage is known.
 */
export interface BudgetStore {
  take<N extends string>(
    caps: readonly DailyCap<N>[],
    unit: BudgetUnit,
    wanted: number,
    atLeast: number,
  ): Promise<BudgetTake<N>>;
  adjust(scopes: readonly string[], unit: BudgetUnit, day: string, delta: number): Promise<void>;
  /** Writes what is still only in memory now (a read of the table follows). */
  flush(): Promise<void>;
  /** Writes what is still only in memory. */
  close(): Promise<void>;
}

const perDay = { tokens: "tokensPerDay", images: "imagesPerDay" } as const;

/** The counters of the hub's budgets for one client address: all addresses together, then the address. */
export const hubScopes = (address: string) => ["all", `addr:${address}`];

/** The hub's two budgets for a call from `address`, the shared one first. */
export function hubCaps(address: string, unit: BudgetUnit, limits: BudgetLimits): DailyCap<BudgetScope>[] {
  const [all = "", mine = ""] = hubScopes(address);
  return [
    { name: "anonymous", scope: all, perDay: limits.anonymous[perDay[unit]] },
    { name: "perAddress", scope: mine, perDay: limits.perAddress[perDay[unit]] },
  ];
}

/** The counter of one widget (publishable) key's daily tokens. */
export const widgetKeyScope = (key: string) => `widget:${key}`;
/** The counter of one customer's secret key's daily tokens, against the cap they set. */
export const apiKeyScope = (customerId: number) => `apikey:${customerId}`;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Seconds until the budgets reset (the next UTC midnight), for Retry-After. */
export function secondsToUtcMidnight(at: Date): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}

/**
 * What may be granted given what each cap used: the smallest remainder decides, and that cap is the one
 * named when refused (on a tie the later, narrower one).
 */
function grant<N extends string>(
  caps: readonly DailyCap<N>[],
  used: readonly number[],
  wanted: number,
  atLeast: number,
): { granted: number } | { refused: N } {
  let tightest = -1;
  let left = Number.POSITIVE_INFINITY;
  caps.forEach((cap, index) => {
    const capLeft = cap.perDay - (used[index] ?? 0);
    if (capLeft <= left) {
      left = capLeft;
      tightest = index;
    }
  });
  const named = caps[tightest];
  if (named && left < Math.max(1, atLeast)) return { refused: named.name };
  return { granted: Math.min(wanted, left) };
}

/**
 * One process on the embedded database: counted in memory (no database round trip on the hot path), loaded
 * from the table on first use of a day and written back within a second, so a restart keeps the day's spend.
 */
export function createMemoryBudgetStore(db: Database, now: () => Date = () => new Date()): BudgetStore {
  const counts = new Map<string, { tokens: number; images: number }>();
  const loading = new Map<string, Promise<void>>();
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const keyOf = (day: string, scope: string) => `${day}\n${scope}`;

  const load = (day: string, scope: string) => {
    const key = keyOf(day, scope);
    let pending = loading.get(key);
    if (!pending) {
      pending = db
        .select({ tokens: budgetUsage.tokens, images: budgetUsage.images })
        .from(budgetUsage)
        .where(and(eq(budgetUsage.day, day), eq(budgetUsage.scope, scope)))
        .then(([row]) => {
          counts.set(key, { tokens: row?.tokens ?? 0, images: row?.images ?? 0 });
        });
      loading.set(key, pending);
    }
    return pending;
  };
  const flush = async () => {
    timer = undefined;
    const today = utcDay(now());
    const rows = [...dirty].map((key) => {
      const [day = "", scope = ""] = key.split("\n");
      return { day, scope, ...(counts.get(key) ?? { tokens: 0, images: 0 }) };
    });
    dirty.clear();
    if (rows.length) {
      await db
        .insert(budgetUsage)
        .values(rows)
        .onConflictDoUpdate({
          target: [budgetUsage.day, budgetUsage.scope],
          set: { tokens: sql`excluded.tokens`, images: sql`excluded.images` },
        });
    }
    // Yesterday's counters are no longer read: keep memory to today's addresses.
    for (const key of counts.keys()) {
      if (!key.startsWith(today) && !dirty.has(key)) {
        counts.delete(key);
        loading.delete(key);
      }
    }
  };
  const touch = (key: string) => {
    dirty.add(key);
    timer ??= setTimeout(() => flush().catch((err) => console.error("[gateway] budget write failed:", err)), 1000);
    timer.unref?.();
  };

  return {
    async take(caps, unit, wanted, atLeast) {
      const day = utcDay(now());
      const keys = caps.map((cap) => keyOf(day, cap.scope));
      for (const [index, cap] of caps.entries()) {
        if (!counts.has(keys[index] ?? "")) await load(day, cap.scope);
      }
      // From here to the end nothing awaits: one call's check and update cannot interleave with another's.
      const entries = keys.map((key) => {
        const entry = counts.get(key) ?? { tokens: 0, images: 0 };
        counts.set(key, entry);
        return entry;
      });
      const outcome = grant(
        caps,
        entries.map((entry) => entry[unit]),
        wanted,
        atLeast,
      );
      if ("refused" in outcome) return { ...outcome, day };
      for (const [index, entry] of entries.entries()) {
        entry[unit] += outcome.granted;
        touch(keys[index] ?? "");
      }
      return { granted: outcome.granted, day };
    },
    async adjust(scopes, unit, day, delta) {
      if (delta === 0) return;
      for (const scope of scopes) {
        const key = keyOf(day, scope);
        const entry = counts.get(key);
        if (!entry) continue;
        entry[unit] = Math.max(0, entry[unit] + delta);
        touch(key);
      }
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await flush();
    },
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

/** How long a booked difference (`adjust`) may wait in memory before it is written with others. */
const adjustDelayMs = 50;
/** A lease is at most this share of what every cap has left after the grant (the rest stays for others). */
const leaseShare = 16;
/** The largest lease of tokens one instance holds per cap. */
const maxLeaseTokens = 65_536;
/** A lease unused this long goes back to the table. */
export const leaseIdleMs = 1_000;

/**
 * Several instances on one PostgreSQL: every take is one statement that locks the caps' rows (in scope order,
 * so two takes never deadlock), picks the tightest cap and books the grant. A call paid by the hub's budgets
 * or a widget key waits on one round trip, not a five-statement transaction. What a settled call books back
 * (`adjust`) waits in memory: the next take of the same rows carries it in its own statement (it counts before
 * the check), the rest are written together within `adjustDelayMs`; a call's settlement no longer waits on the
 * database. A crash loses at most that window of differences (mostly refunds of unused holds: the budget then
 * counts a little more spent than it was, never less).
 *
 * Tokens are also leased: while every cap has far more left than a call holds, a take books a lease on top of
 * its grant (at most 1/16 of what is left, at most 64 Ki tokens), and the instance's next takes of the same caps
 * are granted from it in memory; a settled call's refund goes back into it. A take the lease cannot cover goes to
 * the table with the lease given back in its statement, so its check counts it as unspent. A lease unused for a
 * second, and every lease at a flush or close, goes back to the table. Near a cap no lease is booked (it must be
 * at least one whole hold), so the last of a budget is granted exactly; until the other instances' leases come
 * back, one instance may be refused up to their size early, and the table counts them as spent (a crash keeps
 * them counted: more spent than it was, never less).
 */
export function createDbBudgetStore(db: Database, now: () => Date = () => new Date()): BudgetStore {
  const column = { tokens: budgetUsage.tokens, images: budgetUsage.images };
  // The (day, scope) rows known to exist: a cap's row is inserted once a day, not on every take.
  let knownDay = "";
  const known = new Set<string>();
  const ensureRows = async (day: string, scopes: readonly string[]) => {
    if (day !== knownDay) {
      knownDay = day;
      known.clear();
    }
    const missing = scopes.filter((scope) => !known.has(scope));
    if (missing.length === 0) return;
    await db
      .insert(budgetUsage)
      .values(missing.map((scope) => ({ day, scope })))
      .onConflictDoNothing();
    for (const scope of missing) known.add(scope);
  };
  // Differences not yet written, by day, scope and unit.
  const pending = new Map<string, number>();
  const keyOf = (day: string, scope: string, unit: BudgetUnit) => `${day}\n${scope}\n${unit}`;
  const addPending = (key: string, delta: number) => {
    const sum = (pending.get(key) ?? 0) + delta;
    if (sum === 0) pending.delete(key);
    else pending.set(key, sum);
  };
  // Tokens booked in the table as spent that this instance has not granted yet, by day, scope and unit.
  const leases = new Map<string, { left: number; usedAt: number }>();
  let leaseTimer: NodeJS.Timeout | undefined;
  /** Grants `wanted` from the leases of every cap, or nothing when one cannot cover it. */
  const fromLeases = (day: string, scopes: readonly string[], unit: BudgetUnit, wanted: number): boolean => {
    const held = [...new Set(scopes)].map((scope) => leases.get(keyOf(day, scope, unit)));
    if (held.some((lease) => !lease || lease.left < wanted)) return false;
    const at = Date.now();
    for (const lease of held as { left: number; usedAt: number }[]) {
      lease.left -= wanted;
      lease.usedAt = at;
    }
    return true;
  };
  /** A lease's tokens go back: as a difference waiting to be written (or carried by the next take). */
  const giveUpLease = (key: string) => {
    const lease = leases.get(key);
    if (!lease) return;
    leases.delete(key);
    if (lease.left > 0) addPending(key, -lease.left);
  };
  const giveUpIdleLeases = () => {
    const idleSince = Date.now() - leaseIdleMs;
    for (const [key, lease] of leases) if (lease.usedAt <= idleSince) giveUpLease(key);
    if (pending.size) schedule();
    if (leases.size === 0 && leaseTimer) {
      clearInterval(leaseTimer);
      leaseTimer = undefined;
    }
  };
  const addLease = (day: string, scopes: readonly string[], unit: BudgetUnit, tokens: number) => {
    const at = Date.now();
    for (const scope of new Set(scopes)) {
      const key = keyOf(day, scope, unit);
      const lease = leases.get(key);
      if (lease) {
        lease.left += tokens;
        lease.usedAt = at;
      } else leases.set(key, { left: tokens, usedAt: at });
    }
    if (!leaseTimer) {
      leaseTimer = setInterval(giveUpIdleLeases, leaseIdleMs);
      leaseTimer.unref?.();
    }
  };
  const giveUpAllLeases = () => {
    for (const key of [...leases.keys()]) giveUpLease(key);
    if (leaseTimer) clearInterval(leaseTimer);
    leaseTimer = undefined;
  };
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const writePending = async () => {
    timer = undefined;
    const rows = [...pending].map(([key, delta]) => {
      const [day = "", scope = "", unit = "tokens"] = key.split("\n");
      return { key, day, scope, unit: unit as BudgetUnit, delta };
    });
    pending.clear();
    for (const unit of ["tokens", "images"] as const) {
      const ofUnit = rows.filter((row) => row.unit === unit);
      if (ofUnit.length === 0) continue;
      const used = column[unit];
      const list = (values: readonly (string | number)[], type: string) =>
        sql`array[${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}]::${sql.raw(type)}`;
      try {
        // Rows locked in (day, scope) order, as takes lock them.
        await db.execute(sql`
          with d as (
            select * from unnest(${list(
              ofUnit.map((row) => row.day),
              "text[]",
            )}, ${list(
              ofUnit.map((row) => row.scope),
              "text[]",
            )}, ${list(
              ofUnit.map((row) => row.delta),
              "bigint[]",
            )}) as d(day, scope, delta)
          ),
          locked as (
            select ${budgetUsage.day} as day, ${budgetUsage.scope} as scope from ${budgetUsage}
            where (${budgetUsage.day}, ${budgetUsage.scope}) in (select day, scope from d)
            order by 1, 2 for update
          )
          update ${budgetUsage} set ${sql.identifier(used.name)} = greatest(0, ${used} + d.delta)
          from d where ${budgetUsage.day} = d.day and ${budgetUsage.scope} = d.scope
            and (select count(*) from locked) >= 0`);
      } catch (err) {
        for (const row of ofUnit) addPending(row.key, row.delta);
        schedule();
        throw err;
      }
    }
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      writing = writing
        .then(writePending)
        .catch((err: unknown) => console.error("[gateway] budget write failed, retrying:", err));
    }, adjustDelayMs);
    timer.unref?.();
  };
  const flushNow = async () => {
    giveUpAllLeases();
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(writePending);
    await writing;
  };
  const takeOnce = async <N extends string>(
    caps: readonly DailyCap<N>[],
    unit: BudgetUnit,
    wanted: number,
    atLeast: number,
    day: string,
    carried: ReadonlyMap<string, number>,
  ) => {
    const used = column[unit];
    // Tokens only: images are few a day, each one counted.
    const leasing = unit === "tokens";
    // Drizzle spreads a JS array into a row; an array of parameters is written out.
    const scopes = sql`array[${sql.join(
      caps.map((cap) => sql`${cap.scope}`),
      sql`, `,
    )}]::text[]`;
    const perDays = sql`array[${sql.join(
      caps.map((cap) => sql`${cap.perDay}`),
      sql`, `,
    )}]::bigint[]`;
    const carriedScopes = [...carried.keys()];
    const carry = sql`unnest(array[${sql.join(
      carriedScopes.map((scope) => sql`${scope}`),
      sql`, `,
    )}]::text[], array[${sql.join(
      carriedScopes.map((scope) => sql`${carried.get(scope) ?? 0}`),
      sql`, `,
    )}]::bigint[]) as k(scope, delta)`;
    // The tightest cap is the one with the least left; on a tie the later one (as `grant` decides).
    const [row] = await preparedRowsOf<{ ord: number; left: number; found: number; lease: number }>(
      db,
      sql`
      with caps as (
        select scope, per_day, ord
        from unnest(${scopes}, ${perDays}) with ordinality as c(scope, per_day, ord)
      ),
      carried as (select scope, delta from ${carriedScopes.length ? carry : sql`(select ''::text as scope, 0::bigint as delta where false) k`}),
      current as (
        select ${budgetUsage.scope} as scope,
          greatest(0, ${used} + coalesce((select delta from carried where carried.scope = ${budgetUsage.scope}), 0)) as used
        from ${budgetUsage}
        where ${budgetUsage.day} = ${day} and ${budgetUsage.scope} = any(${scopes})
        order by ${budgetUsage.scope}
        for update
      ),
      tightest as (
        select caps.ord, caps.per_day - coalesce(current.used, 0) as left_over
        from caps left join current on current.scope = caps.scope
        order by left_over asc, caps.ord desc
        limit 1
      ),
      leased as (
        select case when ${leasing} and left_over >= ${Math.max(1, atLeast)} and share >= ${wanted} then share else 0 end
          as tokens
        from (select left_over, least(${maxLeaseTokens}::bigint, (left_over - least(${wanted}::bigint, left_over))
          / ${leaseShare}) as share from tightest) t
      ),
      booked as (
        update ${budgetUsage} set ${sql.identifier(used.name)} = current.used
          + case when (select left_over from tightest) >= ${Math.max(1, atLeast)}
              then least(${wanted}::bigint, (select left_over from tightest)) + (select tokens from leased) else 0 end
        from current
        where ${budgetUsage.day} = ${day} and ${budgetUsage.scope} = current.scope
          and (${carriedScopes.length > 0} or (select left_over from tightest) >= ${Math.max(1, atLeast)})
        returning 1
      )
      select (select ord from tightest)::int as ord, (select left_over from tightest)::float8 as left,
        (select count(*) from current)::int as found, (select count(*) from booked)::int as booked,
        coalesce((select tokens from leased), 0)::float8 as lease
    `,
    );
    return row;
  };
  /** Takes the differences waiting for these rows: the take's statement books them. */
  const carry = (day: string, scopes: readonly string[], unit: BudgetUnit) => {
    const carried = new Map<string, number>();
    for (const scope of new Set(scopes)) {
      const key = keyOf(day, scope, unit);
      // This instance's own lease counts as unspent for the take's check.
      giveUpLease(key);
      const delta = pending.get(key);
      if (delta === undefined) continue;
      pending.delete(key);
      carried.set(scope, delta);
    }
    return carried;
  };
  const giveBack = (day: string, carried: ReadonlyMap<string, number>, unit: BudgetUnit) => {
    for (const [scope, delta] of carried) addPending(keyOf(day, scope, unit), delta);
    if (carried.size) schedule();
  };
  return {
    async take(caps, unit, wanted, atLeast) {
      const day = utcDay(now());
      const scopes = caps.map((cap) => cap.scope);
      if (fromLeases(day, scopes, unit, wanted)) return { granted: wanted, day };
      await ensureRows(day, scopes);
      let carried = carry(day, scopes, unit);
      let row = await takeOnce(caps, unit, wanted, atLeast, day, carried).catch((err: unknown) => {
        giveBack(day, carried, unit);
        throw err;
      });
      if (row && row.found < new Set(scopes).size) {
        // A row went away since it was inserted (a day's rows are only ever added): insert and take again.
        // What the first statement carried was booked on the rows it found; the others' go back to wait.
        known.clear();
        await ensureRows(day, scopes);
        carried = new Map();
        row = await takeOnce(caps, unit, wanted, atLeast, day, carried);
      }
      if (!row) throw new Error("the budget take answered no row");
      const tightest = caps[row.ord - 1];
      if (tightest && Number(row.left) < Math.max(1, atLeast)) return { refused: tightest.name, day };
      if (Number(row.lease) > 0) addLease(day, scopes, unit, Number(row.lease));
      return { granted: Math.min(wanted, Number(row.left)), day };
    },
    async adjust(scopes, unit, day, delta) {
      if (delta === 0 || scopes.length === 0) return;
      for (const scope of new Set(scopes)) {
        const key = keyOf(day, scope, unit);
        const lease = leases.get(key);
        // A refund (delta < 0) goes back into the lease; an overrun is paid from it, past it from the table.
        if (!lease) addPending(key, delta);
        else if (lease.left - delta >= 0) lease.left -= delta;
        else {
          addPending(key, delta - lease.left);
          lease.left = 0;
        }
      }
      if (pending.size) schedule();
    },
    flush: flushNow,
    async close() {
      await flushNow().catch((err: unknown) => console.error("[gateway] budget write failed at close:", err));
    },
  };
}
