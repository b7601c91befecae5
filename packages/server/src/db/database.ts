import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { QueueConnection } from "../queue/job-queue";
import { pgliteQueueDb } from "../queue/pglite-queue-db";
import { prepareDataDir, removeOthersAccess } from "./data-dir";
import * as schema from "./schema";

/** Both drivers give this same query builder, so every query is written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A raw statement's rows: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const dialect = new PgDialect();
const statementNames = new Map<string, string>();
/**
 * `rowsOf` as a named prepared statement, named after its text: node-postgres prepares it once per connection
 * and then only binds values (PGlite ignores the name). For the big statements run on every agent task, whose
 * planning took longer than running them (1.4 ms of 1.8 for a try's begin).
 */
export const preparedRowsOf = async <T>(db: Database, query: SQL): Promise<T[]> => {
  const built = dialect.sqlToQuery(query);
  const result = await db._.session.prepareQuery(built, undefined, statementNameOf(built.sql), false).execute();
  return (result as { rows: T[] }).rows;
};

function statementNameOf(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `hom_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * `preparedRowsOf` for a statement run again and again: built once, its values `sql.placeholder(name)`s given
 * at each run. drizzle's building of a statement (walking its parts) cost more of a worker's CPU than anything
 * else of an agent task's end (a fifth, by profile), and a tenth of a task's POST.
 */
export function preparedStatement<T>(db: Database, query: SQL): (values: Record<string, unknown>) => Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementNameOf(built.sql), false);
  return async (values) => ((await prepared.execute(values)) as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** How the job queue reaches the same database (pg-boss keeps its tables in its own schema). */
  queue: QueueConnection;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://...`: use PostgreSQL instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL pool settings (database_config.yaml); the embedded database has one connection. */
  pool?: { max: number; idleTimeoutMs: number } | undefined;
  /**
   * For an in-memory embedded database: the files to start from (`embeddedDatabaseImage`) instead of a new,
   * empty cluster. Tests start each file's database from one migrated image rather than initdb and every
   * migration again.
   */
  startFrom?: Blob | undefined;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any constant works; it only has to be the same for every instance migrating one PostgreSQL.
const migrationLockKey = 724_001;
/** How long a query waits for a PostgreSQL connection before it fails as `database_unavailable`. */
const connectTimeoutMs = 5000;

/** Opens the database and applies pending migrations before anything reads it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // DATA_DIR also holds the key sealing provider keys, so it is locked down with PostgreSQL too.
  if (options.dataDir) prepareDataDir(options.dataDir);
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool);
  return openPglite(options.dataDir, options.startFrom);
}

// PGlite's defaults size its buffers for a big database: 128 MB shared_buffers alone held an idle hub at
// ~350 MB. The hub's working set is small; these keep it near 200 MB (`npm run bench` measures it).
const pgliteOptions = {
  // pgvector, for passage vectors (knowledge/vector-index.ts); loaded, not created, until knowledge asks.
  extensions: { vector },
  startParams: [
    ...PGlite.defaultStartParams,
    ...[
      "shared_buffers=16MB",
      "work_mem=1MB",
      "maintenance_work_mem=16MB",
      "temp_buffers=1MB",
      "wal_buffers=1MB",
    ].flatMap((setting) => ["-c", setting]),
  ],
};

/**
 * Creates a new data folder in a short child process: initdb's own wasm instance grows to ~500 MB and,
 * once used, is not given back to the system, so running it in the server kept a first start at ~850 MB.
 */
function initPgliteFolder(folder: string) {
  if (existsSync(join(folder, "PG_VERSION"))) return;
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(${JSON.stringify(entry)});
    const db = new PGlite(${JSON.stringify(folder)});
    db.waitReady.then(() => db.close()).catch((err) => { console.error(err); process.exit(1); });`;
  const result = spawnSync(process.execPath, ["-e", script], { stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`creating the embedded database in ${folder} failed`);
}

async function openPglite(dataDir: string | undefined, startFrom?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  const folder = dataDir ? join(dataDir, "pglite") : undefined;
  if (folder) {
    initPgliteFolder(folder);
    removeOthersAccess(folder);
    client = new PGlite(folder, pgliteOptions);
  } else {
    client = new PGlite({ ...pgliteOptions, ...(startFrom ? { loadDataDir: startFrom } : {}) });
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  if (folder) removeOthersAccess(folder);
  return {
    db: db as unknown as Database,
    kind: "pglite",
    queue: { db: pgliteQueueDb(client) },
    async close() {
      await client.close();
      if (folder) removeOthersAccess(folder);
    },
  };
}

/** A new in-memory embedded database, migrated, as its files (a tar): what `startFrom` takes. */
export async function embeddedDatabaseImage(): Promise<Blob> {
  const client = new PGlite(pgliteOptions);
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function openPostgres(
  databaseUrl: string,
  poolSettings: OpenDatabaseOptions["pool"] = { max: 10, idleTimeoutMs: 30_000 },
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSettings.max,
    idleTimeoutMillis: poolSettings.idleTimeoutMs,
    // With the database away a request waits this long for a connection, then answers 503 (never hangs).
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle connection the server drops (a restart, a failover, pg_terminate_backend) is reported here;
  // unhandled, that 'error' event would end the process. The pool replaces the connection on next use.
  pool.on("error", (err) => console.error(`[database] an idle connection was lost: ${err.message}`));
  // A connection checked out between two queries of a transaction has no pool listener: its loss fails the
  // transaction's next query instead of the process.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg({ client: pool, schema });
  // Several instances may start at once: one migrates, the others wait for it.
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
    lock.release();
  }
  return {
    db: db as unknown as Database,
    kind: "postgres",
    queue: { connectionString: databaseUrl },
    close: () => pool.end(),
  };
}
