import pg from "pg";

/** The local PostgreSQL tests use (trust auth); TEST_POSTGRES_URL points elsewhere. */
export const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database of its own on the local PostgreSQL, or the reason there is none (unreachable). */
export async function createTestDatabase(prefix: string): Promise<TestDatabase | { unreachable: string }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  try {
    await asAdmin((client) => client.query(`create database ${name}`));
  } catch (err) {
    return { unreachable: `PostgreSQL at ${postgresAdminUrl} is unreachable: ${(err as Error).message}` };
  }
  return {
    url: postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () =>
      asAdmin(async (client) => {
        // A closed pool's sockets close a moment after pool.end() resolves; forcing the drop while they do
        // makes PostgreSQL terminate them, and their clients report that as an unhandled error.
        for (let i = 0; i < 40; i++) {
          const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
            name,
          ]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }).then(() => undefined),
  };
}
