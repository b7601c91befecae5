import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from "../db/database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding a migrated embedded database (`embeddedDatabaseImage`), written once per run. */
    embeddedDatabaseImage: string;
  }
}

let image: Blob | undefined;

/**
 * `openDatabase` for tests: an in-memory database starts from the run's migrated image (1-2 s) rather than
 * initdb and every migration (3-8 s on a 2-core machine, paid by each test file). A folder or PostgreSQL
 * opens as usual.
 */
export function openTestDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.dataDir || options.databaseUrl) return openDatabase(options);
  image ??= new Blob([readFileSync(inject("embeddedDatabaseImage"))]);
  return openDatabase({ ...options, startFrom: image });
}
