import { defineConfig } from "vitest/config";

// Unit projects are named `unit:<package>` so `vitest run --project 'unit:*'` runs them all; the browser
// tests (`e2e`) need built bundles and Chromium, so `npm test` runs them after the build.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "scripts/vitest.config.ts", "scripts/e2e/vitest.config.ts"],
  },
});
