import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: "unit:site",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    // Files share one module graph and environment per worker: none mocks modules or keeps global state, and
    // a fresh graph per file cost ~80 s of the unit run on 2 cores (104 s -> 25 s for these three projects).
    isolate: false,
  },
});
