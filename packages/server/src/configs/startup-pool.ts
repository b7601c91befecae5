import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultConfigSettings } from "./config-defaults";
import type { DatabaseConfig } from "./config-schemas";
import { validateConfig } from "./config-validate";

/**
 * The pool settings of database_config.yaml, read before the database opens (the config store comes
 * after it). A missing or invalid file falls back to the shipped defaults, as the running hub does.
 */
export function startupPoolSettings(configDir: string): DatabaseConfig["pool"] {
  const file = join(configDir, "database_config.yaml");
  if (!existsSync(file)) return defaultConfigSettings["database_config.yaml"].pool;
  const check = validateConfig("database_config.yaml", readFileSync(file, "utf8"));
  if (!check.isValid || !check.settings) {
    console.warn("[config] database_config.yaml is invalid; the database pool uses the default settings");
    return defaultConfigSettings["database_config.yaml"].pool;
  }
  return check.settings.pool;
}
