import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "unit:server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/embedded-database-image.global-setup.ts"],
    // Each file opens its own embedded database (from the run's image, 1-2 s); give hooks room on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    // Polls wait for batched writes and stream ends; the 1 s default is too short on a loaded machine.
    expect: { poll: { timeout: 10_000 } },
    // One module graph per worker, not per file (each file still opens its own database and servers): see the
    // root vitest.config.ts.
    isolate: false,
  },
});
