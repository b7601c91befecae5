import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type Database, migrationsFolder } from "../db/database";

export interface ReadinessDeps {
  db: Database;
  configs: { loaded(): boolean };
  /** How long the database may take to answer before the instance counts as not ready. */
  timeoutMs?: number;
}

const migrationCount = () =>
  (JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries
    .length;

/** What a load balancer asks before sending traffic: answers the reason this instance cannot serve, if any. */
export function createReadiness(deps: ReadinessDeps) {
  const expected = migrationCount();
  const timeoutMs = deps.timeoutMs ?? 2000;
  let stopping = false;
  const facts: Record<string, unknown> = {};
  const applied = async () => {
    // Both drivers answer `{ rows }`; the shared query builder types the result as unknown.
    const query = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const result = (await deps.db.execute(query)) as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  };
  return {
    /** A fact about how this instance serves (e.g. how knowledge search ranks), shown on /readyz. */
    describe(name: string, fact: unknown) {
      facts[name] = fact;
    },
    facts: (): Readonly<Record<string, unknown>> => facts,
    /** From now on every check answers "shutting down", so the balancer stops sending new requests. */
    drain() {
      stopping = true;
    },
    async problem(): Promise<string | undefined> {
      if (stopping) return "shutting down";
      let timer: NodeJS.Timeout | undefined;
      try {
        const count = await Promise.race([
          applied(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        if (count < expected) return `database migrations pending (${count} of ${expected} applied)`;
      } catch (err) {
        return `database unreachable: ${(err as Error).message}`;
      } finally {
        clearTimeout(timer);
      }
      if (!deps.configs.loaded()) return "configs not loaded";
      return undefined;
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
