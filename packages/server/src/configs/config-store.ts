import { type FSWatcher, watch } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type ConfigFile,
  type ConfigFilename,
  type ConfigFileSummary,
  configFilenameSchema,
  configFilenames,
} from "@hub-of-minds/core";
import { ApiError } from "../http/api-error";
import { writeFileAtomic } from "./atomic-write";
import { defaultConfigContent, defaultConfigSettings } from "./config-defaults";
import type { ConfigSettings } from "./config-schemas";
import { type ConfigIssue, validateConfig } from "./config-validate";

/** Why a file's state changed: saved through the API, re-read on request, or edited on disk. */
export type ConfigChangeSource = "saved" | "reloaded" | "disk";

export interface ConfigChange {
  filename: ConfigFilename;
  isValid: boolean;
  source: ConfigChangeSource;
}

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
  onChange(listener: (change: ConfigChange) => void | Promise<void>): void;
  /** Picks up edits made on disk by hand. */
  watch(): void;
  close(): void;
}

interface FileState {
  content: string;
  isValid: boolean;
  errors: ConfigIssue[];
}

const historyLimit = 20;
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
  const states = new Map<ConfigFilename, FileState>();
  const settings: ConfigSettings = structuredClone(defaultConfigSettings);
  const listeners: ((change: ConfigChange) => void | Promise<void>)[] = [];
  const historyDir = join(dir, ".history");
  let watcher: FSWatcher | undefined;
  const timers = new Map<ConfigFilename, NodeJS.Timeout>();
  // Writes and reloads run one at a time so a save and a disk event never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  const pathOf = (filename: ConfigFilename) => join(dir, filename);

  const emit = async (change: ConfigChange) => {
    for (const listener of listeners) {
      try {
        await listener(change);
      } catch (err) {
        console.error(`[config] applying ${change.filename} failed:`, err);
      }
    }
  };

  /** Takes new content into the running state; answers whether anything changed. */
  const accept = (filename: ConfigFilename, content: string): boolean => {
    const previous = states.get(filename);
    if (previous && previous.content === content) return false;
    const check = validateConfig(filename, content);
    states.set(filename, { content, isValid: check.isValid, errors: check.errors });
    if (check.isValid) (settings as Record<ConfigFilename, unknown>)[filename] = check.settings;
    return true;
  };

  const loadFromDisk = async (filename: ConfigFilename, source: ConfigChangeSource, always: boolean) => {
    let content: string;
    try {
      content = await readFile(pathOf(filename), "utf8");
    } catch {
      // A deleted file is an invalid file until it comes back; the last good settings keep running.
      content = "";
    }
    const changed = accept(filename, content);
    const state = states.get(filename);
    if (state && (changed || always)) await emit({ filename, isValid: state.isValid, source });
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

  const summary = (filename: ConfigFilename): ConfigFileSummary => ({
    filename,
    isValid: states.get(filename)?.isValid ?? false,
  });

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
    list: () => configFilenames.map(summary),
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
    reloadAll() {
      return serial(async () => {
        for (const filename of configFilenames) await loadFromDisk(filename, "reloaded", true);
        return configFilenames.map(summary);
      });
    },
    settings: () => settings,
    errors: (filename) => states.get(filename)?.errors ?? [],
    onChange(listener) {
      listeners.push(listener);
    },
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
