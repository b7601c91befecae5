// `npm pack` and `pnpm pack` (and so `npm publish`) ship the built package, not the workspace's sources:
// `prepack` swaps package.json for its published form (publishConfig's exports, no dev-only fields) after
// checking that the build is there, and `postpack` puts the workspace form back. pnpm applies publishConfig
// itself; npm does not, which made `npm pack` ship exports pointing at ./src/*.ts.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.cwd();
const manifest = join(dir, "package.json");
const backup = join(dir, ".package.workspace.json");

/**
 * The package.json a registry sees: publishConfig's fields on top, without workspace-only fields; the
 * sideEffects globs of the workspace's sources (./src, which the package does not ship) are dropped.
 */
export function publishedManifest(workspace) {
  const { publishConfig = {}, devDependencies: _dev, scripts, sideEffects, ...rest } = workspace;
  const kept = Object.fromEntries(Object.entries(scripts ?? {}).filter(([name]) => /^(pre|post)pack$/.test(name)));
  const shipped = Array.isArray(sideEffects)
    ? { sideEffects: sideEffects.filter((glob) => !glob.startsWith("./src/")) }
    : sideEffects === undefined
      ? {}
      : { sideEffects };
  return { ...rest, ...shipped, ...publishConfig, ...(Object.keys(kept).length ? { scripts: kept } : {}) };
}

/** The files every export of the published manifest points at, missing ones listed. */
export function missingExports(published) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === "string") targets.push(value);
    else if (value && typeof value === "object") for (const inner of Object.values(value)) walk(inner);
  };
  walk(published.exports);
  return targets.filter((target) => !target.includes("*")).filter((target) => !existsSync(join(dir, target)));
}

const step = process.argv[2];
if (step === "prepack") {
  if (existsSync(backup)) renameSync(backup, manifest);
  const workspace = JSON.parse(readFileSync(manifest, "utf8"));
  const published = publishedManifest(workspace);
  const missing = missingExports(published);
  if (missing.length > 0) {
    console.error(`Build the package first (npm run build): missing ${missing.join(", ")}`);
    process.exit(1);
  }
  renameSync(manifest, backup);
  writeFileSync(manifest, `${JSON.stringify(published, null, 2)}\n`);
} else if (step === "postpack") {
  if (existsSync(backup)) renameSync(backup, manifest);
} else if (step) {
  console.error(`unknown step ${step}: prepack or postpack`);
  process.exit(1);
}
