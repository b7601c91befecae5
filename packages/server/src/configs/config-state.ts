import {
  type ConfigFilename,
  type ConfigFileSummary,
  type ConfigIssue,
  type ConfigSettings,
  configFilenames,
  validateConfig,
} from "@hub-of-minds/core";
import { defaultConfigSettings } from "./config-defaults";

/**
 * Why a file's state changed: saved through the API, re-read on request, edited on disk, or saved by
 * another instance on the same database.
 */
export type ConfigChangeSource = "saved" | "reloaded" | "disk" | "remote";

export interface ConfigChange {
  filename: ConfigFilename;
  isValid: boolean;
  source: ConfigChangeSource;
}

export type ConfigListener = (change: ConfigChange) => void | Promise<void>;

interface FileState {
  content: string;
  isValid: boolean;
  errors: ConfigIssue[];
}

/**
 * What both stores keep in memory: each file's text and check, the last good settings, the listeners, and
 * one queue so a save and a reload never interleave. Where the text lives (disk or database) is theirs.
 */
export function createConfigState() {
  const states = new Map<ConfigFilename, FileState>();
  const settings: ConfigSettings = structuredClone(defaultConfigSettings);
  const listeners: ConfigListener[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  const summary = (): ConfigFileSummary[] =>
    configFilenames.map((filename) => ({ filename, isValid: states.get(filename)?.isValid ?? false }));
  return {
    /** Takes new content into the running state; answers whether anything changed. */
    accept(filename: ConfigFilename, content: string): boolean {
      const previous = states.get(filename);
      if (previous && previous.content === content) return false;
      const check = validateConfig(filename, content);
      states.set(filename, { content, isValid: check.isValid, errors: check.errors });
      if (check.isValid) (settings as Record<ConfigFilename, unknown>)[filename] = check.settings;
      return true;
    },
    /** True once all four files have been read. */
    loaded: () => configFilenames.every((filename) => states.has(filename)),
    isValid: (filename: ConfigFilename) => states.get(filename)?.isValid ?? false,
    settings: () => settings,
    errors: (filename: ConfigFilename) => states.get(filename)?.errors ?? [],
    summary,
    onChange(listener: ConfigListener) {
      listeners.push(listener);
    },
    /** Re-reads all four through the store's own loader, announcing each (the reload button). */
    reloadAll(load: (filename: ConfigFilename, source: ConfigChangeSource, always: boolean) => Promise<void>) {
      return serial(async () => {
        for (const filename of configFilenames) await load(filename, "reloaded", true);
        return summary();
      });
    },
    async emit(change: ConfigChange) {
      for (const listener of listeners) {
        try {
          await listener(change);
        } catch (err) {
          console.error(`[config] applying ${change.filename} failed:`, err);
        }
      }
    },
    serial,
  };
}
export type ConfigState = ReturnType<typeof createConfigState>;
