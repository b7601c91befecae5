import { fileURLToPath } from "node:url";
import { mergeConfig } from "vite";
import consumer from "./vite.consumer.config.ts";

// In the monorepo the example has no install of the package: `@hub-of-minds/widgets/*` is the package's build
// (packages/widgets/dist/npm), as an install would give. A real app needs none of this (see
// vite.consumer.config.ts and the consumer test, examples/e2e/consumer.e2e.ts).
const widgets = new URL("../../packages/widgets/dist/npm/", import.meta.url);

export default mergeConfig(consumer, {
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: [{ find: /^@hub-of-minds\/widgets\/define$/, replacement: fileURLToPath(new URL("define.js", widgets)) }],
  },
});
