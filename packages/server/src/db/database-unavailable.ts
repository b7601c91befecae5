import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";

// SQLSTATEs of a server that is going away or not taking connections: connection exceptions (class 08),
// admin_shutdown / crash_shutdown / cannot_connect_now (57P01-57P03), too_many_connections (53300).
const unavailableStates = /^(08...|57P0[123]|53300)$/;

/** A query of the queue (pg-boss's own pool on the hub's database) that failed; `cause` is the driver's error. */
export class QueueQueryError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "QueueQueryError";
  }
}

/**
 * Whether a failed query failed because the database could not be reached (a restart, a failover, a cut
 * network), not because of the query: the caller then answers 503 and may retry. Decided on error codes
 * and types only: pg reports a dropped or timed-out connection as a plain Error, an SQL error as a
 * DatabaseError with its SQLSTATE, and a refused socket as a system error with an `E...` code.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof pg.DatabaseError) return unavailableStates.test(cause.code ?? "");
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^E[A-Z]+$/.test(code) && "syscall" in cause) return true;
    if ((cause instanceof DrizzleQueryError || cause instanceof QueueQueryError) && cause.cause?.constructor === Error)
      return true;
  }
  return false;
}
