import { eq, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db/database";
import { customers } from "../db/schema";

/** What a customer's reservation found. */
export type QuotaTake = { granted: number } | { refused: "inactive" | "exhausted" };

/**
 * Customers' token quotas: reserved before a paid call, corrected by what it really used. The database store
 * books every call at once (instances share it on PostgreSQL); the memory store, for the embedded database
 * that one process owns, books in memory and writes within `flushMs`.
 */
export interface QuotaStore {
  /** Up to `wanted` tokens, never less than `atLeast`; nothing for a subscription that is not active. */
  take(customerId: number, wanted: number, atLeast: number): Promise<QuotaTake>;
  /** Books the difference between what was reserved and what the call really used (either sign). */
  adjust(customerId: number, delta: number): Promise<void>;
  /** Writes what is booked but not yet written (nothing to do for the database store). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface QuotaRow {
  quota: number;
  used: number;
  status: string;
}

/** The rule of a reservation, for a row held in memory; the database store's statement says it in SQL. */
function reserve(row: QuotaRow | undefined, wanted: number, atLeast: number): QuotaTake {
  if (row?.status !== "active") return { refused: "inactive" };
  const left = row.quota - row.used;
  if (left < Math.max(1, atLeast)) return { refused: "exhausted" };
  return { granted: Math.min(wanted, left) };
}

const rowColumns = { quota: customers.apiQuota, used: customers.apiUsed, status: customers.subscriptionStatus };

/**
 * Every reservation in one statement that locks the customer's row, so concurrent calls on any number of
 * instances can never push a customer past the quota: each takes at most what is left.
 */
export function createDbQuotaStore(db: Database): QuotaStore {
  return {
    async take(customerId, wanted, atLeast) {
      // `held` locks the row and reads its newest version; the update books what `held` granted.
      const rows = await rowsOf<{ status: string; granted: number | null }>(
        db,
        sql`
        with held as (
          select ${customers.id} as id, ${customers.subscriptionStatus} as status,
            least(${wanted}::int, ${customers.apiQuota} - ${customers.apiUsed}) as granted,
            ${customers.apiQuota} - ${customers.apiUsed} as "left"
          from ${customers} where ${customers.id} = ${customerId} for update
        ), taken as (
          update ${customers} set api_used = ${customers.apiUsed} + held.granted from held
          where ${customers.id} = held.id and held.status = 'active' and held."left" >= greatest(1, ${atLeast}::int)
          returning held.granted
        )
        select held.status, (select granted from taken) as granted from held`,
      );
      const [row] = rows;
      if (row?.status !== "active") return { refused: "inactive" };
      if (row.granted === null) return { refused: "exhausted" };
      return { granted: Number(row.granted) };
    },
    async adjust(customerId, delta) {
      if (delta === 0) return;
      await db
        .update(customers)
        .set({ apiUsed: sql`greatest(0, ${customers.apiUsed} + ${delta})` })
        .where(eq(customers.id, customerId));
    },
    flush: async () => {},
    close: async () => {},
  };
}

/**
 * For the embedded database, which one process owns: a database query costs this process a few tenths of a
 * millisecond of its own CPU, two of them on every paid call more than the rest of the gateway, so
 * reservations are booked in memory and written as one statement within `flushMs` (and at close; a crash
 * loses at most that much, as the job records do). A customer's row is read when it has nothing booked and
 * refreshed by every write, so a change made in the database directly applies from the next flush.
 */
export function createMemoryQuotaStore(db: Database, options: { flushMs?: number } = {}): QuotaStore {
  const flushMs = options.flushMs ?? 100;
  // Rows of customers with something booked (or being read); others are read again when next needed.
  const rows = new Map<number, QuotaRow>();
  const loading = new Map<number, Promise<QuotaRow | undefined>>();
  let pending = new Map<number, number>();
  let writing = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  const outstanding = (id: number) => (pending.get(id) ?? 0) + (writing.get(id) ?? 0);
  const load = (id: number) => {
    let read = loading.get(id);
    if (!read) {
      read = db
        .select(rowColumns)
        .from(customers)
        .where(eq(customers.id, id))
        .then(([row]) => {
          if (!row) return undefined;
          // What was booked while the row was read is not in it yet.
          const fresh = { ...row, used: Math.max(0, row.used + outstanding(id)) };
          rows.set(id, fresh);
          return fresh;
        })
        .finally(() => loading.delete(id));
      loading.set(id, read);
    }
    return read;
  };
  const book = (id: number, delta: number) => {
    pending.set(id, (pending.get(id) ?? 0) + delta);
    timer ??= setTimeout(() => void flush(), flushMs);
    timer.unref?.();
  };

  const write = async () => {
    timer = undefined;
    if (pending.size === 0) return;
    writing = pending;
    pending = new Map();
    const values = sql.join(
      [...writing].map(([id, delta]) => sql`(${id}::int, ${delta}::int)`),
      sql`, `,
    );
    try {
      const written = await rowsOf<{ id: number } & QuotaRow>(
        db,
        sql`
        update ${customers} set api_used = greatest(0, ${customers.apiUsed} + booked.delta)
        from (values ${values}) as booked(id, delta) where ${customers.id} = booked.id
        returning ${customers.id} as id, ${customers.apiQuota} as quota, ${customers.apiUsed} as used,
          ${customers.subscriptionStatus} as status`,
      );
      const found = new Map(written.map((row) => [Number(row.id), row]));
      for (const id of writing.keys()) {
        const row = found.get(id);
        const since = pending.get(id);
        // A customer with nothing booked since is read afresh next time; one that is gone is forgotten.
        if (!row || since === undefined) rows.delete(id);
        else rows.set(id, { quota: row.quota, status: row.status, used: Math.max(0, Number(row.used) + since) });
      }
      writing = new Map();
    } catch (err) {
      // Kept for the next write: usage is never dropped because the database was briefly away.
      for (const [id, delta] of writing) pending.set(id, (pending.get(id) ?? 0) + delta);
      writing = new Map();
      timer ??= setTimeout(() => void flush(), flushMs);
      timer.unref?.();
      throw err;
    }
  };
  // One write at a time; a flush asked for during one runs after it.
  const flush = (): Promise<void> => {
    const next = (flushing ?? Promise.resolve()).then(write);
    const settled = next.catch((err) => console.error("[gateway] writing quota usage failed:", err));
    flushing = settled;
    return next;
  };

  return {
    async take(customerId, wanted, atLeast) {
      const known = outstanding(customerId) !== 0 ? rows.get(customerId) : undefined;
      const row = known ?? (await load(customerId));
      const taken = reserve(row, wanted, atLeast);
      if (row && "granted" in taken) {
        row.used += taken.granted;
        book(customerId, taken.granted);
      }
      return taken;
    },
    async adjust(customerId, delta) {
      if (delta === 0) return;
      const row = rows.get(customerId);
      if (row) row.used = Math.max(0, row.used + delta);
      book(customerId, delta);
    },
    flush,
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
