import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
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
// by npm from the tarball into copies of examples/react-app, vue-app and svelte-app in a temporary folder,
// type-checked against the packed .d.ts (tsc, vue-tsc, svelte-check), built by Vite and run in Chromium. The
// apps' own tools (React, Vue, Svelte, their types and checkers, TypeScript, Vite) are linked from this
// workspace's install, so the test needs no network; the package itself comes only from the tarball.
const widgetsDir = fileURLToPath(new URL("../../packages/widgets/", import.meta.url));
const examplesDir = fileURLToPath(new URL("../", import.meta.url));

/** A consumer app: the example's files to copy, and the tools it links from where the workspace installed them. */
interface ConsumerApp {
  readonly example: string;
  readonly files: readonly string[];
  /** The folder whose package.json lists the tools (the React app borrows the widgets package's). */
  readonly toolsFrom: string;
  readonly tools: readonly string[];
}

const apps = {
  react: {
    example: "react-app",
    files: ["index.html", "main.tsx", "vite-env.d.ts", "tsconfig.json"],
    toolsFrom: widgetsDir,
    tools: ["react", "react-dom", "@types/react", "@types/react-dom", "typescript", "vite"],
  },
  vue: {
    example: "vue-app",
    files: ["index.html", "main.ts", "App.vue", "env.d.ts", "tsconfig.json"],
    toolsFrom: join(examplesDir, "vue-app"),
    tools: ["vue", "@vitejs/plugin-vue", "vue-tsc", "typescript", "vite"],
  },
  svelte: {
    example: "svelte-app",
    files: ["index.html", "main.ts", "App.svelte", "env.d.ts", "tsconfig.json"],
    toolsFrom: join(examplesDir, "svelte-app"),
    tools: ["svelte", "@sveltejs/vite-plugin-svelte", "svelte-check", "typescript", "vite"],
  },
} satisfies Record<string, ConsumerApp>;

/** The folder of a package the workspace installed for `from` (pnpm links each dependency there). */
const packageDir = (from: string, name: string) => realpathSync(join(from, "node_modules", name));

let work: string;
let tarball: string;
const appDirs: Partial<Record<keyof typeof apps, string>> = {};
const servers: PreviewServer[] = [];
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

const exec = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** Copies an example into the work folder and installs the tarball there with npm, as its developer would. */
function installApp(name: keyof typeof apps): string {
  const { example, files, toolsFrom, tools } = apps[name];
  const app = join(work, example);
  mkdirSync(app);
  for (const file of files) copyFileSync(join(examplesDir, example, file), join(app, file));
  copyFileSync(join(examplesDir, example, "vite.consumer.config.ts"), join(app, "vite.config.ts"));
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify({
      name: `consumer-${name}`,
      private: true,
      type: "module",
      dependencies: { "@hub-of-minds/widgets": `file:../${tarball}` },
    }),
  );
  // --legacy-peer-deps: the framework is linked below rather than fetched as the optional peer.
  exec("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--legacy-peer-deps"], app);
  for (const tool of tools) {
    const link = join(app, "node_modules", tool);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(packageDir(toolsFrom, tool), link, "dir");
  }
  appDirs[name] = app;
  return app;
}

const appDir = (name: keyof typeof apps) => {
  const dir = appDirs[name];
  if (!dir) throw new Error(`the ${name} app was not installed (beforeAll failed?)`);
  return dir;
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "hom-consumer-"));
  exec("npm", ["pack", "--pack-destination", work], widgetsDir);
  tarball = readdirSync(work).find((name) => name.endsWith(".tgz")) ?? "";
  for (const name of Object.keys(apps) as (keyof typeof apps)[]) installApp(name);
}, 180_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Builds an app with Vite (its hub: the test's own), serves the build and opens it. */
async function openBuilt(name: keyof typeof apps, hub = "http://localhost:8080"): Promise<void> {
  const app = appDir(name);
  const configFile = join(app, "vite.config.ts");
  await build({
    root: app,
    configFile,
    logLevel: "error",
    define: { "import.meta.env.VITE_HUB_ORIGIN": JSON.stringify(hub) },
  });
  const server = await preview({
    root: app,
    configFile,
    preview: { port: 0, host: "127.0.0.1", strictPort: false },
    logLevel: "error",
  });
  servers.push(server);
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("the preview server has no URL");
  await page.setViewportSize({ width: 1000, height: 4000 });
  await page.goto(url);
}

/** The files a checker's output names with an error, from lines matched by `pattern` (file in group 1). */
const errorFiles = (output: string, pattern: RegExp) =>
  [...new Set([...output.matchAll(pattern)].map((match) => match[1] ?? ""))].sort();

/** Runs a checker expected to fail (the app's wrong copies); its output. */
function failingCheck(app: string, script: string, args: string[]): string {
  try {
    exec(process.execPath, [join(app, "node_modules", script), ...args], app);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ""}${stderr ?? ""}`;
  }
  throw new Error(`${script} passed, though the app has wrong copies`);
}

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
    const installed = join(appDir("react"), "node_modules/@hub-of-minds/widgets");
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    expect(manifest.private).toBeUndefined();
    expect(JSON.stringify(manifest)).not.toContain("workspace:");
    expect(manifest.dependencies ?? {}).toEqual({});
    for (const path of [".", "./define", "./react", "./jsx", "./vue", "./svelte"]) {
      expect(manifest.exports[path].types, path).toMatch(/^\.\/dist\/npm\/.+\.d\.ts$/);
      expect(readFileSync(join(installed, manifest.exports[path].types), "utf8").length, path).toBeGreaterThan(0);
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
    const app = appDir("react");
    const source = readFileSync(join(app, "main.tsx"), "utf8");
    writeFileSync(join(app, "wrong-level.tsx"), source.replace('level="all"', 'level="everything"'));
    writeFileSync(join(app, "wrong-event.tsx"), source.replace("onHomPersonalitySelected", "onHomPersonalityPicked"));
    // The raw tags (the jsx entry) and the elements' properties: an unused @ts-expect-error is an error too.
    writeFileSync(
      join(app, "raw-tags.tsx"),
      [
        'import type {} from "@hub-of-minds/widgets/jsx";',
        'export const chat = <hom-chat model="gpt-4o" temperature={0.7} onhom-message={(event) => event.detail.content} />;',
        "// @ts-expect-error: not a level",
        'export const wrong = <hom-personalities level="everything" />;',
        'const element = document.querySelector("hom-chat");',
        "if (element) element.temperature = 0.5;",
        "// @ts-expect-error: a number",
        'if (element) element.temperature = "hot";',
      ].join("\n"),
    );
    writeFileSync(
      join(app, "tsconfig.check.json"),
      JSON.stringify({
        extends: "./tsconfig.json",
        include: ["main.tsx", "wrong-level.tsx", "wrong-event.tsx", "raw-tags.tsx", "vite-env.d.ts"],
      }),
    );
    const output = failingCheck(app, "typescript/bin/tsc", ["-p", "tsconfig.check.json"]);
    expect(errorFiles(output, /^([\w./-]+)\(\d+,\d+\): error/gm)).toEqual(["wrong-event.tsx", "wrong-level.tsx"]);
    expect(output).toMatch(/wrong-level\.tsx.*"everything"/);
    expect(output).toMatch(/wrong-event\.tsx.*onHomPersonalityPicked/);
  }, 120_000);

  it("builds with Vite and renders every wrapper in Chromium, with an event through an on... prop", async () => {
    await openBuilt("react");
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

  // Each wrong copy holds one mistake, so each must be named by the checker, and the example itself never.
  const wrongCopies = (source: string, mistakes: Record<string, [string, string]>) =>
    Object.entries(mistakes).map(([file, [from, to]]) => {
      expect(source, file).toContain(from);
      return [file, source.replace(from, to)] as const;
    });

  it("type-checks the Vue app with vue-tsc: the tags as global components, the element's properties typed", () => {
    const app = appDir("vue");
    const source = readFileSync(join(app, "App.vue"), "utf8");
    const copies = wrongCopies(source, {
      "WrongLevel.vue": ['level="all"', 'level="everything"'],
      "WrongEvent.vue": ["@hom-personality-selected", "@hom-personality-picked"],
      "WrongDetail.vue": ["event.detail.name", "event.detail.title"],
      "WrongProperty.vue": ['chat.value.label = "Vue chat"', 'chat.value.temperature = "hot"'],
    });
    for (const [file, text] of copies) writeFileSync(join(app, file), text);
    const output = failingCheck(app, "vue-tsc/bin/vue-tsc.js", ["--noEmit", "-p", "tsconfig.json"]);
    expect(errorFiles(output, /^([\w./-]+\.vue)\(\d+,\d+\): error/gm)).toEqual(copies.map(([file]) => file).sort());
    expect(output).toMatch(/WrongLevel\.vue.*"everything"/);
    expect(output).toMatch(/WrongProperty\.vue.*'string' is not assignable to type 'number'/);
    for (const [file] of copies) rmSync(join(app, file));
  }, 180_000);

  it("type-checks the Svelte app with svelte-check: svelte/elements knows the tags, bind:this is typed", () => {
    const app = appDir("svelte");
    const source = readFileSync(join(app, "App.svelte"), "utf8");
    const copies = wrongCopies(source, {
      "WrongLevel.svelte": ['level="all"', 'level="everything"'],
      "WrongEvent.svelte": ["onhom-personality-selected", "onhom-personality-picked"],
      "WrongDetail.svelte": ["event.detail.name", "event.detail.title"],
      "WrongProperty.svelte": ['chat.label = "Svelte chat"', 'chat.temperature = "hot"'],
    });
    for (const [file, text] of copies) writeFileSync(join(app, file), text);
    const output = failingCheck(app, "svelte-check/bin/svelte-check", [
      "--workspace",
      app,
      "--tsconfig",
      "./tsconfig.json",
      "--output",
      "machine",
    ]);
    expect(errorFiles(output, /^\d+ ERROR "([^"]+)"/gm)).toEqual(copies.map(([file]) => file).sort());
    expect(output).toMatch(/WrongLevel\.svelte.*everything/);
    for (const [file] of copies) rmSync(join(app, file));
  }, 180_000);

  it.each(["vue", "svelte"] as const)(
    "builds the %s app with Vite and runs it in Chromium: attributes, properties and events reach the elements",
    async (name) => {
      const hub = inject("baseUrl");
      await openBuilt(name, hub);
      const tags = ["hom-personalities", "hom-chat", "hom-agent-zero"];
      await waitForRendered(page, tags);
      const chat = page.locator("hom-chat");
      expect(await chat.getAttribute("api-base")).toBe(hub);
      expect(await chat.getAttribute("temperature")).toBe("0.7");
      // Set through the typed property in the app's code, read back as the attribute.
      expect(await chat.getAttribute("label")).toBe(name === "vue" ? "Vue chat" : "Svelte chat");
      // An event of each widget reaches the framework's handler.
      await page.locator("hom-personalities").getByTestId("personality-card").nth(1).click();
      await page.getByText("Selected: Sophia Chen").waitFor();
      await chat.getByLabel("Message", { exact: true }).fill("Hi from the app");
      await chat.getByRole("button", { name: "Send" }).click();
      await page.getByText("Said: user: Hi from the app").waitFor();
      // A keyless chat from another origin: the hub refuses (403), and the chat says so.
      await chat.getByTestId("chat-toast").waitFor();
      // Bound props follow the app's state.
      await page.getByRole("button", { name: "Switch to light" }).click();
      expect(await page.locator("hom-agent-zero").getAttribute("theme")).toBe("light");
      expect(await page.locator("hom-agent-zero").getAttribute("seed")).toBe("7");
      expect(errors.filter((error) => !error.startsWith(`HTTP 403: ${hub}/`))).toEqual([]);
    },
    60_000,
  );
});
