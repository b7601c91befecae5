import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { tarballProblems } from "../../packages/widgets/build/release.mjs";
import { widgetTags } from "../../packages/widgets/e2e/widget-host";
import { openPagePerTest, waitForRendered } from "../../scripts/e2e/browser";
import { pnpmCommand } from "../../scripts/lib.mjs";

// A new user's path: the package packed by npm (`npm pack`; `pnpm pack` must give the same files), installed
// by npm from the tarball into a
// copy of examples/react-app in a temporary folder, type-checked against the packed .d.ts, built by Vite and
// run in Chromium. The app's own tools (React, its types, TypeScript, Vite) are linked from this workspace's
// install, so the test needs no network; the package itself comes only from the tarball.
const widgetsDir = fileURLToPath(new URL("../../packages/widgets/", import.meta.url));
const exampleDir = fileURLToPath(new URL("../react-app/", import.meta.url));
const fromWidgets = createRequire(join(widgetsDir, "package.json"));
/** The folder of an installed package (its package.json's directory), as the workspace resolves it. */
const packageDir = (name: string) => dirname(fromWidgets.resolve(`${name}/package.json`));

let work: string;
let app: string;
let server: PreviewServer | undefined;
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

const exec = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "hom-consumer-"));
  exec("npm", ["pack", "--pack-destination", work], widgetsDir);
  app = join(work, "app");
  mkdirSync(app);
  for (const file of ["index.html", "main.tsx", "vite-env.d.ts", "tsconfig.json"]) {
    copyFileSync(join(exampleDir, file), join(app, file));
  }
  copyFileSync(join(exampleDir, "vite.consumer.config.ts"), join(app, "vite.config.ts"));
  const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify({
      name: "consumer",
      private: true,
      type: "module",
      dependencies: { "@hub-of-minds/widgets": `file:../${tarball}` },
    }),
  );
  // --legacy-peer-deps: React is linked below rather than fetched as the optional peer.
  exec("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--legacy-peer-deps"], app);
  for (const name of ["react", "react-dom", "@types/react", "@types/react-dom", "typescript", "vite"]) {
    const link = join(app, "node_modules", name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(packageDir(name), link, "dir");
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the packed package, installed as a consumer would", () => {
  it("packs the same working tarball with npm and with pnpm, and the hub's build keeps a copy to serve", async () => {
    const { command, prefix } = pnpmCommand();
    const byPnpm = mkdtempSync(join(tmpdir(), "hom-pnpm-pack-"));
    try {
      exec(command, [...prefix, "pack", "--pack-destination", byPnpm], widgetsDir);
      const listing = (dir: string) => {
        const tarball = readdirSync(dir).find((name) => name.endsWith(".tgz")) ?? "";
        return exec("tar", ["-tzf", join(dir, tarball)], dir)
          .split("\n")
          .filter(Boolean)
          .sort();
      };
      const npmFiles = listing(work);
      expect(listing(byPnpm)).toEqual(npmFiles);
      expect(npmFiles).toContain("package/dist/npm/define.js");
      expect(npmFiles.some((file) => file.includes("/src/"))).toBe(false);
      for (const dir of [work, byPnpm]) {
        const unpacked = mkdtempSync(join(tmpdir(), "hom-unpacked-"));
        const tarball = readdirSync(dir).find((name) => name.endsWith(".tgz")) ?? "";
        exec("tar", ["-xzf", join(dir, tarball), "-C", unpacked], dir);
        expect(tarballProblems(join(unpacked, "package")), dir).toEqual([]);
        rmSync(unpacked, { recursive: true, force: true });
      }
    } finally {
      rmSync(byPnpm, { recursive: true, force: true });
    }
    // The workspace's package.json is back as it was (prepack swapped it, postpack restored it).
    expect(JSON.parse(readFileSync(join(widgetsDir, "package.json"), "utf8")).exports["."]).toBe("./src/index.ts");
    // The widgets build writes the tarball the hub serves at /widgets/v1/hub-of-minds-widgets.tgz.
    const served = await fetch(`${inject("baseUrl")}/widgets/v1/hub-of-minds-widgets.tgz`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(readFileSync(join(widgetsDir, "dist/hub-of-minds-widgets.tgz")))).toBe(true);
  }, 120_000);

  it("is publishable: no private flag, no workspace: ranges, typed exports and the custom elements manifest", () => {
    const installed = join(app, "node_modules/@hub-of-minds/widgets");
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    expect(manifest.private).toBeUndefined();
    expect(JSON.stringify(manifest)).not.toContain("workspace:");
    expect(manifest.dependencies ?? {}).toEqual({});
    for (const path of [".", "./define", "./react"]) {
      expect(manifest.exports[path].types, path).toMatch(/^\.\/dist\/npm\/.+\.d\.ts$/);
      expect(readFileSync(join(installed, manifest.exports[path].default), "utf8").length, path).toBeGreaterThan(0);
    }
    const elements = JSON.parse(readFileSync(join(installed, manifest.customElements), "utf8"));
    expect(elements.modules).toHaveLength(5);
    // Core is bundled in: nothing in the package imports it, not even its types.
    const files = readdirSync(join(installed, "dist/npm"), { recursive: true, encoding: "utf8" });
    for (const file of files.filter((name) => /\.(js|d\.ts)$/.test(name))) {
      expect(readFileSync(join(installed, "dist/npm", file), "utf8"), file).not.toContain("@hub-of-minds/core");
    }
    expect(files.some((name) => name.endsWith(".js.map"))).toBe(true);
  });

  it("type-checks against the packed .d.ts, where a wrong prop is an error", () => {
    // One tsc run (it is the slow part): the example as is, plus two copies, one with an unknown level and one
    // with a misspelt event prop, whose errors must be the only ones. Two files, since tsc reports one
    // attribute error per element.
    const source = readFileSync(join(app, "main.tsx"), "utf8");
    writeFileSync(join(app, "wrong-level.tsx"), source.replace('level="all"', 'level="everything"'));
    writeFileSync(join(app, "wrong-event.tsx"), source.replace("onHomPersonalitySelected", "onHomPersonalityPicked"));
    writeFileSync(
      join(app, "tsconfig.check.json"),
      JSON.stringify({
        extends: "./tsconfig.json",
        include: ["main.tsx", "wrong-level.tsx", "wrong-event.tsx", "vite-env.d.ts"],
      }),
    );
    let output = "";
    try {
      exec(process.execPath, [join(app, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.check.json"], app);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
    const errorFiles = new Set([...output.matchAll(/^([\w./-]+)\(\d+,\d+\): error/gm)].map((match) => match[1]));
    expect([...errorFiles].sort()).toEqual(["wrong-event.tsx", "wrong-level.tsx"]);
    expect(output).toMatch(/wrong-level\.tsx.*"everything"/);
    expect(output).toMatch(/wrong-event\.tsx.*onHomPersonalityPicked/);
  }, 120_000);

  it("builds with Vite and renders every wrapper in Chromium, with an event through an on... prop", async () => {
    await build({ root: app, configFile: join(app, "vite.config.ts"), logLevel: "error" });
    server = await preview({
      root: app,
      configFile: join(app, "vite.config.ts"),
      preview: { port: 0, host: "127.0.0.1", strictPort: false },
      logLevel: "error",
    });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error("the preview server has no URL");
    await page.setViewportSize({ width: 1000, height: 5000 });
    await page.goto(url);
    await waitForRendered(page, widgetTags);
    // Props reach the elements as attributes.
    expect(await page.locator("hom-chat").getAttribute("api-base")).toBe("http://localhost:8080");
    expect(await page.locator("hom-chat").getByRole("combobox").first().inputValue()).toBe("gpt-4o");
    await page.locator("hom-personalities").getByTestId("personality-card").nth(1).click();
    await page.getByText("Selected: Sophia Chen").waitFor();
    await page.getByRole("button", { name: "Switch to light" }).click();
    expect(await page.locator("hom-agent-zero").getAttribute("theme")).toBe("light");
    expect(errors).toEqual([]);
  }, 60_000);
});
