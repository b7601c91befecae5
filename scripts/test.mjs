// `npm test`: every check CI runs, in order, ending with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { bin, install, pnpm, requireChromium, root, run } from "./lib.mjs";

const results = `${root}.test-results`;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Sums the vitest JSON reports written so far and ends the run with the count line. @param {boolean} ok */
function finish(ok) {
  let passed = 0;
  let failed = 0;
  for (const name of ["unit", "e2e"]) {
    const file = `${results}/${name}.json`;
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests;
    // Failed tests, plus files that failed before any test ran (an import error, a hook).
    const brokenFiles = report.testResults.filter(
      (/** @type {{status: string, assertionResults: {status: string}[]}} */ file) =>
        file.status === "failed" && file.assertionResults.every((test) => test.status !== "failed"),
    ).length;
    failed += report.numFailedTests + brokenFiles;
  }
  console.log(ok ? "\nAll checks passed." : "\nSome checks failed (see above).");
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

/** @param {string} label @param {string} project @param {string} file */
const vitest = (label, project, file) =>
  run(
    label,
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${results}/${file}.json`],
    { keepGoing: true },
  );

install();
// Fail in the first second, not after the build, when the browser tests cannot run.
requireChromium();
run("type-check every package", process.execPath, ["scripts/typecheck.mjs"]);
run("lint and format check", bin("biome"), ["check", "."]);
run("lint the generated API document (@redocly/cli, recommended rules)", bin("tsx"), [
  "packages/server/src/openapi/lint-openapi.ts",
]);
if (!vitest("unit tests", "unit:*", "unit")) finish(false);
pnpm("build the widgets and the site", ["run", "build"]);
pnpm("build Storybook", ["run", "build:storybook"]);
finish(vitest("browser tests (site, widgets, stories)", "e2e", "e2e"));
