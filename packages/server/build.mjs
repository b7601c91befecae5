// Bundles the server into dist/main.mjs so production runs plain Node (no tsx, no TypeScript at run time).
// Packages from node_modules stay external (PGlite loads its wasm beside its own files); the workspace's
// core package, which ships TypeScript source, is bundled in.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@hub-of-minds/"));
const dist = new URL("./dist/", import.meta.url);

rmSync(dist, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: [new URL("./src/main.ts", import.meta.url).pathname],
  outdir: dist.pathname,
  entryNames: "[name]",
  outExtension: { ".js": ".mjs" },
  // Parts loaded on first use (the MCP endpoint) are chunks of their own, so their packages load with them.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
  // A bundled CommonJS module may still call require().
  banner: {
    js: 'import { createRequire as __hubRequire } from "node:module"; const require = __hubRequire(import.meta.url);',
  },
});
// database.ts finds its migrations beside itself: beside the bundle's file that holds it, main.mjs or the chunk
// esbuild put it in (which moves as the modules that import it change).
const holder = Object.entries(metafile.outputs).find(([, output]) =>
  Object.keys(output.inputs).some((input) => input.endsWith("src/db/database.ts")),
)?.[0];
if (!holder) throw new Error("build: no file of the bundle holds src/db/database.ts");
cpSync(new URL("./src/db/migrations", import.meta.url), join(dirname(resolve(holder)), "migrations"), {
  recursive: true,
});
console.log("server bundled into packages/server/dist/main.mjs");
