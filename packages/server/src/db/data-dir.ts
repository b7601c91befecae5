import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR holds the embedded database, the key that seals provider keys and usually the configs: only the
 * server's own user may enter it (0700), whatever the umask, also when the folder already existed.
 */
export function prepareDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * PGlite writes its files 0666 whatever the umask (a local user could read the password hash and write the
 * WAL): takes every group and other permission off a tree. Files it creates later sit inside the 0700
 * DATA_DIR, which others cannot enter; each start and close tightens them too.
 */
export function removeOthersAccess(path: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) removeOthersAccess(join(path, entry));
}
