import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "unit:core", environment: "node", include: ["src/**/*.test.ts"] },
});
