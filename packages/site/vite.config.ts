import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../scripts/build/precompress.ts";

const api = process.env.HUB_API ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
  // `pnpm --filter @hub-of-minds/site dev` talks to a server started with `npm start` (or dev:server).
  server: {
    proxy: {
      "/api": api,
      "/ws": { target: api.replace(/^http/, "ws"), ws: true },
      "/widgets": api,
    },
  },
});
