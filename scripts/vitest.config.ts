import { defineProject } from "vitest/config";

// The build helpers' own tests (the vite plugins both packages share).
export default defineProject({
  test: { name: "unit:scripts", environment: "node", include: ["build/**/*.test.ts"] },
});
