import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit projects are named `unit:<package>` so `vitest run --project 'unit:*'` runs them all; the browser
// tests (`e2e`) need built bundles and Chromium, so `npm test` runs them after the build.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The unit files
    // mostly wait (on an embedded database, a stand-in upstream, a child process), so two share two cores
    // well: the unit run took 268 s instead of 685 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each unit project sets `isolate: false`: a fresh module graph (and DOM environment) per file cost ~1 s, a
    // server file ~2 s, and the unit run took 615 s instead of 349 s. No unit file mocks modules, and files pass
    // in any order (checked with --sequence.shuffle.files). Projects do not inherit this file's test options.
    projects: ["packages/*/vitest.config.ts", "scripts/vitest.config.ts", "scripts/e2e/vitest.config.ts"],
  },
});
