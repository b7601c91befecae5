import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { embeddedDatabaseImage } from "../db/database";

/** Makes the migrated database image every test file's in-memory database starts from (`openTestDatabase`). */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "hom-db-image-"));
  const file = join(folder, "image.tar");
  writeFileSync(file, Buffer.from(await (await embeddedDatabaseImage()).arrayBuffer()));
  project.provide("embeddedDatabaseImage", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
