import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  test: {
    name: "unit:widgets",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    // One module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
  },
});
