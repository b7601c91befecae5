import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "unit:core",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // One module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
  },
});
