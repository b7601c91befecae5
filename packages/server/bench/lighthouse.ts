/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated slow 4G and 4x CPU slowdown) on the
 * main pages of a real server (built site, embedded database), then what each widget costs a host page.
 * Scores move with the machine's load, so the table starts with `uptime`'s load average; LH_RUNS=3 runs
 * each page three times and keeps the median score. LH_PAGES=/,/hub picks pages.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { widgetWeights } from "./widget-sizes";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const pages = (process.env.LH_PAGES ?? "/,/customer,/minds-directory,/hub,/browser").split(",");
const runs = Number(process.env.LH_RUNS ?? 1);
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

/** Waits for a child's output line matching `pattern` and answers its first group. */
function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

interface PageResult {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
  totalBytes: number;
}

async function measure(url: string, port: number, path: string): Promise<PageResult> {
  const result = await lighthouse(`${url}${path}`, { port, output: "json", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  return {
    path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    scriptBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "hom-lighthouse-"));
  const server = spawn(join(root, "node_modules/.bin/tsx"), ["packages/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chrome = spawn(chromePath, [...chromeFlags, "--remote-debugging-port=0", "about:blank"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const url = (await waitForLine(server, /running at (http:\/\/\S+)/, "the server")).replace(
      "localhost",
      "127.0.0.1",
    );
    const port = Number(await waitForLine(chrome, /DevTools listening on ws:\/\/[^:]+:(\d+)\//, "Chromium"));
    const [one, five] = loadavg();
    console.log(
      `Lighthouse 13, mobile, ${runs} run(s) a page; load average ${one?.toFixed(2)} / ${five?.toFixed(2)} (1/5 min)`,
    );
    const rows: PageResult[] = [];
    for (const path of pages) {
      const results: PageResult[] = [];
      for (let run = 0; run < runs; run++) results.push(await measure(url, port, path));
      results.sort((a, b) => a.score - b.score);
      const median = results[Math.floor(results.length / 2)] as PageResult;
      rows.push(median);
      if (runs > 1) console.log(`${path}: scores ${results.map((r) => r.score).join(", ")}`);
    }
    console.table(
      rows.map((row) => ({
        page: row.path,
        score: row.score,
        FCP: seconds(row.fcpMs),
        LCP: seconds(row.lcpMs),
        TBT: `${row.tbtMs.toFixed(0)} ms`,
        "JS on the wire": kb(row.scriptBytes),
        "all on the wire": kb(row.totalBytes),
      })),
    );
    const widgetsDir = process.env.WIDGETS_DIR ?? join(root, "packages/widgets/dist");
    console.table(
      widgetWeights(widgetsDir).map((widget) => ({
        "loader + widget": widget.element,
        files: widget.files,
        "on the wire (brotli)": kb(widget.bytes),
      })),
    );
  } finally {
    await Promise.all([stop(chrome), stop(server)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
