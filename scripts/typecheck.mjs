// Runs tsc on every project listed in the root tsconfig.json; each has its own lib/types (core has no DOM).
// Two at a time (tsc is single-threaded), each project's output printed whole when it ends.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";

const require = createRequire(import.meta.url);
const tsc = require.resolve("typescript/bin/tsc");
const root = JSON.parse(
  readFileSync(new URL("../tsconfig.json", import.meta.url), "utf8").replace(/^\s*\/\/.*$/gm, ""),
);
/** @type {string[]} */
const queue = root.references.map((/** @type {{path: string}} */ reference) => reference.path);
let failed = 0;

/** @param {string} path @returns {Promise<void>} */
function check(path) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", path], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      if (code !== 0) failed++;
      process.stdout.write(output);
      console.log(
        `typecheck ${path}: ${code === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      resolve();
    });
  });
}

async function worker() {
  for (let path = queue.shift(); path; path = queue.shift()) await check(path);
}

await Promise.all(Array.from({ length: Math.max(2, availableParallelism() - 1) }, worker));
process.exit(failed ? 1 : 0);
