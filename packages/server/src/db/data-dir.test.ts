import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";

const root = mkdtempSync(join(tmpdir(), "hom-datadir-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every path under `dir` that a user other than the owner could read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

describe("DATA_DIR permissions", () => {
  it("creates DATA_DIR 0700 and leaves no database file open to other users, also for an existing folder", async () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = join(root, "fresh", "data");
      const handle = await openDatabase({ dataDir });
      await handle.close();
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);

      // A data folder from before: everything world-readable and writable, as PGlite left it.
      const chmodAll = (path: string) => {
        const stat = lstatSync(path);
        chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
        if (stat.isDirectory()) for (const entry of readdirSync(path)) chmodAll(join(path, entry));
      };
      chmodAll(dataDir);
      const reopened = await openDatabase({ dataDir });
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      await reopened.close();
    } finally {
      process.umask(previous);
    }
  }, 180_000);
});
