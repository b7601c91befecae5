// Runs tsc on every project listed in the root tsconfig.json; each has its own lib/types (core has no DOM).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const tsc = require.resolve("typescript/bin/tsc");
const root = JSON.parse(
  readFileSync(new URL("../tsconfig.json", import.meta.url), "utf8").replace(/^\s*\/\/.*$/gm, ""),
);
let failed = 0;
for (const { path } of root.references) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [tsc, "-p", path], { stdio: "inherit" });
  const ok = run.status === 0;
  if (!ok) failed++;
  console.log(`typecheck ${path}: ${ok ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(failed ? 1 : 0);
