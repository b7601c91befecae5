// The release of @hub-of-minds/widgets: packs with npm, checks the tarball as a registry would serve it, then
// publishes that same tarball. `npm run release` checks only (a dry run); `npm run release -- --publish`
// publishes (needs `npm login` to the registry, or NPM_CONFIG_REGISTRY for a private one).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const run = (args, cwd) => execFileSync(npm, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

/** The problems of an unpacked package folder; empty when it is fit to publish. */
export function tarballProblems(unpacked) {
  const manifest = JSON.parse(readFileSync(join(unpacked, "package.json"), "utf8"));
  const problems = [];
  const text = JSON.stringify(manifest);
  if (manifest.private) problems.push("package.json is private");
  if (text.includes("workspace:")) problems.push("package.json has workspace: ranges");
  if (text.includes("./src/")) problems.push("package.json points at ./src (sources, not the build)");
  if (Object.keys(manifest.dependencies ?? {}).length > 0) problems.push("the package has runtime dependencies");
  const targets = [];
  const walk = (value) => {
    if (typeof value === "string") targets.push(value);
    else if (value && typeof value === "object") for (const inner of Object.values(value)) walk(inner);
  };
  walk(manifest.exports);
  for (const target of targets.filter((path) => !path.includes("*"))) {
    if (!existsSync(join(unpacked, target))) problems.push(`export target ${target} is not in the tarball`);
  }
  for (const tag of ["hom-consciousness", "hom-personalities", "hom-chat", "hom-idea-cosmos", "hom-agent-zero"]) {
    for (const ext of ["js", "d.ts"]) {
      if (!existsSync(join(unpacked, `dist/npm/elements/${tag}.${ext}`)))
        problems.push(`elements/${tag}.${ext} is missing`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const work = mkdtempSync(join(tmpdir(), "hom-release-"));
  try {
    const [{ filename, version }] = JSON.parse(run(["pack", "--json", "--pack-destination", work], process.cwd()));
    const tarball = join(work, filename.replace(/^@/, "").replace("/", "-"));
    execFileSync("tar", ["-xzf", tarball, "-C", work]);
    const problems = tarballProblems(join(work, "package"));
    if (problems.length > 0) {
      console.error(`The tarball is not fit to publish:\n- ${problems.join("\n- ")}`);
      process.exitCode = 1;
    } else if (process.argv.includes("--publish")) {
      run(["publish", tarball, "--access", "public"], process.cwd());
      console.log(`Published @hub-of-minds/widgets ${version}.`);
    } else {
      console.log(`The tarball of ${version} checks out (${tarball}); publish with: npm run release -- --publish`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
