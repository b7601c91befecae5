import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type DatabaseConfig, validateConfig } from "@hub-of-minds/core";
import pg from "pg";
import { defaultConfigSettings } from "./config-defaults";

/** The pool of a database_config.yaml text; missing or invalid falls back to the shipped defaults. */
function poolOf(content: string | undefined): DatabaseConfig["pool"] {
  if (content === undefined) return defaultConfigSettings["database_config.yaml"].pool;
  const check = validateConfig("database_config.yaml", content);
  if (!check.isValid || !check.settings) {
    console.warn("[config] database_config.yaml is invalid; the database pool uses the default settings");
    return defaultConfigSettings["database_config.yaml"].pool;
  }
  return check.settings.pool;
}

/**
 * The pool settings of database_config.yaml, read before the database opens (the config store comes
 * after it). A missing or invalid file falls back to the shipped defaults, as the running hub does.
 */
export function startupPoolSettings(configDir: string): DatabaseConfig["pool"] {
  const file = join(configDir, "database_config.yaml");
  return poolOf(existsSync(file) ? readFileSync(file, "utf8") : undefined);
}

/** The same, when the configs live in PostgreSQL: one short connection reads the saved file. */
export async function startupPoolSettingsFromDatabase(databaseUrl: string): Promise<DatabaseConfig["pool"]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ content: string }>(
      "select content from config_files where filename = 'database_config.yaml'",
    );
    return poolOf(result.rows[0]?.content);
  } catch (err) {
    // A database not migrated yet has no config_files table: the defaults, as on a first start.
    if ((err as { code?: string }).code === "42P01") return poolOf(undefined);
    throw err;
  } finally {
    await client.end();
  }
}
