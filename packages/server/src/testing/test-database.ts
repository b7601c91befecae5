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
    drop: () => asAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
