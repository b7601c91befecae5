import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../scripts/build/precompress.ts";

const api = process.env.HUB_API ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // The size check (e2e/first-load-budget.e2e.ts) reads which chunks each page needs from here.
    manifest: true,
    // Every browser the site supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  // `pnpm --filter @hub-of-minds/site dev` talks to a server started with `npm start` (or dev:server).
  server: {
    proxy: {
      "/api": api,
      "/ws": { target: api.replace(/^http/, "ws"), ws: true },
      "/widgets": api,
    },
  },
});
