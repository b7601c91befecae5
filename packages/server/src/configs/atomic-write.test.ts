import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { writeFileAtomic } from "./atomic-write";

const root = mkdtempSync(join(tmpdir(), "hom-atomic-"));
const mounted: string[] = [];
afterAll(() => {
  for (const dir of mounted) spawnSync("umount", [dir]);
  rmSync(root, { recursive: true, force: true });
});

/** A real, tiny file system (tmpfs of 64 KiB); undefined where mounting is not allowed (not root). */
function tinyDisk(): string | undefined {
  const dir = join(root, "tiny");
  mkdirSync(dir, { recursive: true });
  const result = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir]);
  if (result.status !== 0) return undefined;
  mounted.push(dir);
  return dir;
}

describe("saving a config atomically", () => {
  it("leaves the old file whole, and no temporary file, when the disk is full", async (context) => {
    const dir = tinyDisk();
    if (!dir) return context.skip("mounting a small tmpfs needs root");
    const file = join(dir, "integrations.yaml");
    const old = "integrations:\n  - id: old\n";
    await writeFileAtomic(file, old);
    // Fill the disk but for a little room.
    writeFileSync(join(dir, "filler"), Buffer.alloc(48 * 1024));
    await expect(writeFileAtomic(file, `integrations:\n${"  - id: new\n".repeat(4000)}`)).rejects.toMatchObject({
      code: "ENOSPC",
    });
    expect(readFileSync(file, "utf8")).toBe(old);
    expect(readdirSync(dir).sort()).toEqual(["filler", "integrations.yaml"]);
  });

  it("leaves the old or the new content, never a torn file, when the process is killed (-9) mid-save", async () => {
    const dir = join(root, "killed");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, "agent_behaviors.yaml");
    const versions = ["a", "b"].map((letter) => `agents:\n${`  - id: ${letter}\n`.repeat(20_000)}`);
    writeFileSync(file, versions[0] ?? "");
    const writer = fileURLToPath(new URL("./atomic-write.ts", import.meta.url));
    const script = `import { writeFileAtomic } from ${JSON.stringify(writer)};
      const versions = ["a", "b"].map((letter) => "agents:\\n" + ("  - id: " + letter + "\\n").repeat(20000));
      const { writeFileSync } = await import("node:fs");
      for (let i = 1; ; i++) {
        await writeFileAtomic(${JSON.stringify(file)}, versions[i % 2]);
        writeFileSync(${JSON.stringify(join(dir, "saves"))}, String(i));
      }`;
    const tsxLoader = import.meta.resolve("tsx");
    const scriptFile = join(dir, "writer.mts");
    writeFileSync(scriptFile, script);
    for (let round = 0; round < 4; round++) {
      // node itself with tsx's loader (the tsx command would put a process between: kill -9 must hit the writer).
      const child = spawn(process.execPath, ["--import", tsxLoader, scriptFile], { stdio: "ignore" });
      // Killed once it is saving for sure, at a moment varied on purpose: any moment must be safe.
      rmSync(join(dir, "saves"), { force: true });
      await expect.poll(() => existsSync(join(dir, "saves")), { timeout: 30_000 }).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20 + round * 37));
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      expect(versions).toContain(readFileSync(file, "utf8"));
    }
  }, 60_000);
});
