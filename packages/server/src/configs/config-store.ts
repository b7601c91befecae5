import { type FSWatcher, watch } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type ConfigFile,
  type ConfigFilename,
  type ConfigFileSummary,
  type ConfigIssue,
  type ConfigSettings,
  configFilenameSchema,
  configFilenames,
  validateConfig,
} from "@hub-of-minds/core";
import { ApiError } from "../http/api-error";
import { writeFileAtomic } from "./atomic-write";
import { defaultConfigContent } from "./config-defaults";
import { type ConfigChangeSource, type ConfigListener, createConfigState } from "./config-state";

export type { ConfigChange, ConfigChangeSource } from "./config-state";

export interface ConfigStore {
  /** Creates missing files from the shipped defaults and loads all four. */
  init(): Promise<void>;
  list(): ConfigFileSummary[];
  read(filename: string): Promise<{ content: string; isValid: boolean }>;
  /** Validates, keeps the previous version in the history, then writes atomically; 422 leaves the file untouched. */
  write(filename: string, content: string): Promise<ConfigFile>;
  reloadAll(): Promise<ConfigFileSummary[]>;
  /** The last good settings of every file: an invalid file keeps its previous settings running. */
  settings(): ConfigSettings;
  errors(filename: ConfigFilename): ConfigIssue[];
  onChange(listener: ConfigListener): void;
  /** True once all four files are loaded (the readiness check). */
  loaded(): boolean;
  /** Picks up edits made elsewhere: by hand on disk, or by another instance on the database. */
  watch(): void;
  close(): void;
}

/** Earlier versions kept per file, on disk or in the database. */
export const historyLimit = 20;
const watchDebounceMs = 75;

/** Only the four names pass; `..`, slashes and anything else are "not found" and touch no file. */
export function parseConfigFilename(filename: string): ConfigFilename {
  const parsed = configFilenameSchema.safeParse(filename);
  if (!parsed.success) {
    throw new ApiError(404, "config_not_found", `Unknown config file: ${filename}`, { allowed: [...configFilenames] });
  }
  return parsed.data;
}

export function createConfigStore(dir: string): ConfigStore {
  const state = createConfigState();
  const { accept, emit, serial } = state;
  const historyDir = join(dir, ".history");
  let watcher: FSWatcher | undefined;
  const timers = new Map<ConfigFilename, NodeJS.Timeout>();
  const pathOf = (filename: ConfigFilename) => join(dir, filename);

  const loadFromDisk = async (filename: ConfigFilename, source: ConfigChangeSource, always: boolean) => {
    let content: string;
    try {
      content = await readFile(pathOf(filename), "utf8");
    } catch {
      // A deleted file is an invalid file until it comes back; the last good settings keep running.
      content = "";
    }
    if (accept(filename, content) || always) await emit({ filename, isValid: state.isValid(filename), source });
  };

  const keepHistory = async (filename: ConfigFilename, previous: string) => {
    await mkdir(historyDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    await writeFile(join(historyDir, `${filename}.${stamp}.yaml`), previous, "utf8");
    const versions = (await readdir(historyDir)).filter((name) => name.startsWith(`${filename}.`)).sort();
    for (const old of versions.slice(0, Math.max(0, versions.length - historyLimit))) {
      await rm(join(historyDir, old), { force: true });
    }
  };

  return {
    async init() {
      await mkdir(dir, { recursive: true });
      for (const filename of configFilenames) {
        const path = pathOf(filename);
        try {
          await writeFile(path, defaultConfigContent(filename), { encoding: "utf8", flag: "wx" });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
        }
        accept(filename, await readFile(path, "utf8"));
      }
    },
    list: state.summary,
    async read(name) {
      const filename = parseConfigFilename(name);
      const content = await readFile(pathOf(filename), "utf8").catch(() => "");
      return { content, isValid: validateConfig(filename, content).isValid };
    },
    write(name, content) {
      const filename = parseConfigFilename(name);
      return serial(async () => {
        const check = validateConfig(filename, content);
        if (!check.isValid) throw new ApiError(422, "invalid_yaml", `Invalid YAML in ${filename}`, check.errors);
        const previous = await readFile(pathOf(filename), "utf8").catch(() => undefined);
        if (previous !== undefined && previous !== content) await keepHistory(filename, previous);
        await writeFileAtomic(pathOf(filename), content);
        accept(filename, content);
        // A save always announces itself, even with the same text: the editor expects the update.
        await emit({ filename, isValid: true, source: "saved" });
        return { filename, content, isValid: true };
      });
    },
    reloadAll: () => state.reloadAll(loadFromDisk),
    settings: state.settings,
    errors: state.errors,
    onChange: state.onChange,
    loaded: state.loaded,
    watch() {
      if (watcher) return;
      watcher = watch(dir, (_event, name) => {
        const parsed = configFilenameSchema.safeParse(typeof name === "string" ? name : "");
        if (!parsed.success) return;
        const filename = parsed.data;
        clearTimeout(timers.get(filename));
        timers.set(
          filename,
          setTimeout(() => {
            timers.delete(filename);
            void serial(() => loadFromDisk(filename, "disk", false));
          }, watchDebounceMs),
        );
      });
      watcher.on("error", (err) => console.error("[config] watching the config folder failed:", err));
    },
    close() {
      watcher?.close();
      watcher = undefined;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
