// Shared by start.mjs and test.mjs: plain Node, no dependencies, so they run before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
export const pnpmVersion = pkg.packageManager.split("@")[1];

/**
 * Runs a command in the repo root, streaming its output; exits the process when it fails unless told to go on.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ keepGoing?: boolean } & import("node:child_process").SpawnSyncOptions} [options]
 */
export function run(label, command, args, { keepGoing = false, ...options } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.error) {
    console.error(`✗ ${label}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status}, ${seconds} s)`);
    if (keepGoing) return false;
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${seconds} s)`);
  return true;
}

/** The pinned pnpm: a global one of the same version if present, otherwise bootstrapped through npx. */
export function pnpmCommand() {
  const probe = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return { command: "pnpm", prefix: [] };
  return { command: "npx", prefix: ["--yes", `pnpm@${pnpmVersion}`] };
}

/** @param {string} label @param {string[]} args */
export function pnpm(label, args) {
  const { command, prefix } = pnpmCommand();
  run(label, command, [...prefix, ...args]);
}

/** Installs exactly what the lockfile says; fast when nothing changed. */
export function install() {
  pnpm("install dependencies", ["install", "--frozen-lockfile", "--prefer-offline"]);
}

/** @param {string} name */
export function bin(name) {
  return `${root}node_modules/.bin/${name}`;
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export function requireChromium() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    console.error(`Chromium not found at ${path}: run \`apt-get install chromium\` (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}
