import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

// Browser tests: one real server (built site + widgets) and one Chromium for the whole run.
export default defineProject({
  test: {
    name: "e2e",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    environment: "node",
    include: ["packages/*/e2e/**/*.e2e.ts", "stories/e2e/**/*.e2e.ts", "examples/e2e/**/*.e2e.ts"],
    globalSetup: [fileURLToPath(new URL("./global-setup.ts", import.meta.url))],
    // Two cores: Chromium plus the server already fill them, so files run one after another.
    fileParallelism: false,
    maxWorkers: 1,
    // One module graph for every file (a file's own variables are still its own): ~1 s of imports per file.
    isolate: false,
    testTimeout: 30_000,
    // A poll waits for something the page or server does; on a loaded 2-core machine that can take seconds
    // (a refused login runs the password check), and the 1 s default made passing tests fail.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
