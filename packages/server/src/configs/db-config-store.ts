import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type ConfigFilename, configFilenames, validateConfig } from "@hub-of-minds/core";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { configFiles, configHistory } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { EventBus } from "../live/event-bus";
import { defaultConfigContent } from "./config-defaults";
import { type ConfigChangeSource, createConfigState } from "./config-state";
import { type ConfigStore, historyLimit, parseConfigFilename } from "./config-store";

export interface DbConfigStoreOptions {
  /** Carries `config_update` between instances; `watch()` reloads a file when another instance saved it. */
  bus: EventBus;
  /** Files found here seed an empty database once (CONFIG_DIR); missing ones start from the shipped defaults. */
  importDir?: string | undefined;
  /** A safety net under LISTEN/NOTIFY: versions are compared this often, so a lost notification heals. */
  pollMs?: number;
  log?: (line: string) => void;
}

/**
 * The configs when every instance shares one PostgreSQL: the database holds each file's text, check and
 * history, so a save on any instance is the truth for all of them and a restart reads it back as it is.
 */
export function createDbConfigStore(db: Database, options: DbConfigStoreOptions): ConfigStore {
  const state = createConfigState();
  const versions = new Map<ConfigFilename, number>();
  let unsubscribe: (() => void) | undefined;
  let pollTimer: NodeJS.Timeout | undefined;

  const rowOf = async (filename: ConfigFilename) =>
    (await db.select().from(configFiles).where(eq(configFiles.filename, filename)))[0];

  /** Reads one file from the database into the running state; announces it when it changed (or always). */
  const load = async (filename: ConfigFilename, source: ConfigChangeSource, always: boolean) => {
    const row = await rowOf(filename);
    if (!row) return;
    versions.set(filename, row.version);
    if (state.accept(filename, row.content) || always) {
      await state.emit({ filename, isValid: state.isValid(filename), source });
    }
  };

  const firstContent = async (filename: ConfigFilename) => {
    if (options.importDir) {
      const imported = await readFile(join(options.importDir, filename), "utf8").catch(() => undefined);
      if (imported !== undefined) {
        (options.log ?? console.log)(`[config] imported ${filename} from ${options.importDir} into the database`);
        return imported;
      }
    }
    return defaultConfigContent(filename);
  };

  return {
    async init() {
      const present = new Set(
        (await db.select({ filename: configFiles.filename }).from(configFiles)).map((r) => r.filename),
      );
      for (const filename of configFilenames) {
        if (present.has(filename)) continue;
        const content = await firstContent(filename);
        const check = validateConfig(filename, content);
        // Instances starting together on an empty database: the first insert wins, the rest read it.
        await db
          .insert(configFiles)
          .values({ filename, content, isValid: check.isValid, errors: check.errors })
          .onConflictDoNothing();
      }
      for (const filename of configFilenames) await load(filename, "reloaded", false);
    },
    list: state.summary,
    async read(name) {
      const row = await rowOf(parseConfigFilename(name));
      return { content: row?.content ?? "", isValid: row?.isValid ?? false };
    },
    write(name, content) {
      const filename = parseConfigFilename(name);
      return state.serial(async () => {
        const check = validateConfig(filename, content);
        if (!check.isValid) throw new ApiError(422, "invalid_yaml", `Invalid YAML in ${filename}`, check.errors);
        const version = await db.transaction(async (tx) => {
          // The row lock orders concurrent saves from different instances; each keeps the one before it.
          const [previous] = await tx
            .select({ content: configFiles.content })
            .from(configFiles)
            .where(eq(configFiles.filename, filename))
            .for("update");
          if (previous && previous.content !== content) {
            await tx.insert(configHistory).values({ filename, content: previous.content });
            const kept = tx
              .select({ id: configHistory.id })
              .from(configHistory)
              .where(eq(configHistory.filename, filename))
              .orderBy(desc(configHistory.id))
              .limit(historyLimit);
            await tx
              .delete(configHistory)
              .where(and(eq(configHistory.filename, filename), notInArray(configHistory.id, kept)));
          }
          const [saved] = await tx
            .insert(configFiles)
            .values({ filename, content, isValid: true, errors: [] })
            .onConflictDoUpdate({
              target: configFiles.filename,
              set: {
                content,
                isValid: true,
                errors: [],
                version: sql`${configFiles.version} + 1`,
                updatedAt: sql`now()`,
              },
            })
            .returning({ version: configFiles.version });
          return saved?.version ?? 1;
        });
        versions.set(filename, version);
        state.accept(filename, content);
        // A save always announces itself, even with the same text: the editor expects the update.
        await state.emit({ filename, isValid: true, source: "saved" });
        return { filename, content, isValid: true };
      });
    },
    reloadAll: () => state.reloadAll(load),
    settings: state.settings,
    errors: state.errors,
    onChange: state.onChange,
    loaded: state.loaded,
    watch() {
      if (unsubscribe) return;
      unsubscribe = options.bus.subscribe((type, data) => {
        if (type !== "config_update") return;
        const { filename } = data as { filename: ConfigFilename };
        if (configFilenames.includes(filename)) void state.serial(() => load(filename, "remote", false));
      });
      pollTimer = setInterval(() => {
        void state
          .serial(async () => {
            const rows = await db
              .select({ filename: configFiles.filename, version: configFiles.version })
              .from(configFiles);
            for (const row of rows) {
              const filename = row.filename as ConfigFilename;
              if (versions.get(filename) !== row.version) await load(filename, "remote", false);
            }
          })
          .catch((err: Error) => console.error("[config] checking for changes failed:", err.message));
      }, options.pollMs ?? 10_000);
      pollTimer.unref();
    },
    close() {
      unsubscribe?.();
      unsubscribe = undefined;
      clearInterval(pollTimer);
    },
  };
}
