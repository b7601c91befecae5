import type { PGlite } from "@electric-sql/pglite";
import type PgBoss from "pg-boss";

/**
 * pg-boss on the embedded database: its `db` option takes any object that runs SQL. Statements with values go
 * through PGlite's `query` (one statement, parameters bound); pg-boss's plain text may hold several statements
 * (its migrations, its locked transactions), which only `exec` runs.
 */
export function pgliteQueueDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
