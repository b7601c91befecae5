// `npm start`: install and build only what changed, then run the built server in this same process.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { install, pnpm, root } from "./lib.mjs";

const stampFile = join(root, "node_modules/.hom-start.json");
const skipped = new Set(["node_modules", "dist", ".vite", "e2e", "coverage"]);
const outputs = ["packages/server/dist/main.mjs", "packages/site/dist/index.html", "packages/widgets/dist"];

/** A digest of the given files and of every file under the given folders (build outputs left out). */
function digest(/** @type {string[]} */ paths) {
  const hash = createHash("sha256");
  const add = (/** @type {string} */ path) => {
    if (!existsSync(path)) return;
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skipped.has(entry.name)) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) add(full);
      else if (entry.isFile()) hash.update(relative(root, full)).update(readFileSync(full));
    }
  };
  for (const path of paths.map((p) => join(root, p))) {
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) add(path);
    else hash.update(relative(root, path)).update(readFileSync(path));
  }
  return hash.digest("hex");
}

const packages = readdirSync(join(root, "packages")).map((name) => `packages/${name}`);
const installKey = digest([
  "package.json",
  "pnpm-lock.yaml",
  "pnpm-workspace.yaml",
  ...packages.map((p) => `${p}/package.json`),
]);
const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")) : {};
const saveStamp = (/** @type {Record<string, string>} */ change) => {
  Object.assign(stamp, change);
  writeFileSync(stampFile, JSON.stringify(stamp));
};

// A changed lockfile or manifest reinstalls; the build then runs as well, since its key covers them.
if (stamp.install !== installKey || !existsSync(join(root, "node_modules/.modules.yaml"))) {
  install();
  saveStamp({ install: installKey });
} else {
  console.log("✓ dependencies unchanged (install skipped)");
}
const buildKey = digest(["tsconfig.base.json", ...packages]);
if (stamp.build !== buildKey || outputs.some((path) => !existsSync(join(root, path)))) {
  pnpm("build the server, widgets and site", ["run", "build"]);
  saveStamp({ build: buildKey });
} else {
  console.log("✓ sources unchanged (build skipped)");
}

console.log("\n▶ start the server");
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(join(root, "packages/server/dist/main.mjs")).href);
