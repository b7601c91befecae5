import { open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** Writes a file so readers see the old or the new content, never half: temp file, fsync, rename, fsync dir. */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  const file = await open(temp, "w", 0o644);
  try {
    try {
      await file.writeFile(content, "utf8");
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (err) {
    // A full disk (ENOSPC) or any other failure: the old file is untouched; the half-written copy goes.
    await unlink(temp).catch(() => undefined);
    throw err;
  }
  // The rename itself is durable only once the directory entry is flushed; some systems refuse a dir fsync.
  const dir = await open(dirname(path), "r").catch(() => undefined);
  if (dir) {
    await dir.sync().catch(() => undefined);
    await dir.close();
  }
}
