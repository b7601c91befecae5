import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: "unit:site",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    // One module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
  },
});
