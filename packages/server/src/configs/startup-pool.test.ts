import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startupPoolSettings } from "./startup-pool";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const configDir = (content?: string) => {
  const dir = mkdtempSync(join(tmpdir(), "hom-pool-"));
  dirs.push(dir);
  if (content !== undefined) writeFileSync(join(dir, "database_config.yaml"), content);
  return dir;
};

describe("startupPoolSettings", () => {
  it("reads the pool of database_config.yaml", () => {
    const dir = configDir(
      "pool:\n  max: 4\n  idleTimeoutMs: 1000\nretention:\n  activityLogDays: 30\n  aiJobsDays: 7\n",
    );
    expect(startupPoolSettings(dir)).toEqual({ max: 4, idleTimeoutMs: 1000 });
  });

  it("falls back to the defaults when the file is missing or invalid", () => {
    expect(startupPoolSettings(configDir())).toEqual({ max: 10, idleTimeoutMs: 30_000 });
    expect(startupPoolSettings(configDir("pool:\n  max: -1\n"))).toEqual({ max: 10, idleTimeoutMs: 30_000 });
  });
});
