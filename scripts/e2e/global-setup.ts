import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "../lib.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The real server of this run, e.g. http://127.0.0.1:40123 */
    baseUrl: string;
    /** The administrator password the server of this run was started with. */
    adminPassword: string;
    /** Where the run's Chromium listens (`chromium.connect`): see connectBrowser in browser.ts. */
    browserEndpoint: string;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const adminPassword = "e2e-admin-password-7c1d";

/**
 * Starts the real, built server (its bundle, the built site and widgets, a fresh embedded database) and
 * Chromium once per run.
 */
export default async function setup(project: TestProject) {
  const browser = await chromium.launchServer({
    executablePath: chromiumPath(),
    // Debian's Chromium, headless, with the flags this machine's closed network needs.
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  project.provide("browserEndpoint", browser.wsEndpoint());
  const dataDir = mkdtempSync(join(tmpdir(), "hom-e2e-"));
  const server = spawn(process.execPath, ["packages/server/dist/main.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      NODE_ENV: "production",
      // Every browser test posts from one address to this one server.
      TICKETS_PER_ADDRESS: "1000",
      // The support page's Start Email writes to it.
      SUPPORT_EMAIL: "help@hub-of-minds.example",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let baseUrl: string;
  try {
    baseUrl = await waitForUrl(server);
  } catch (err) {
    // No teardown runs when setup throws: the browser would outlive the run.
    server.kill("SIGTERM");
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide("baseUrl", baseUrl);
  project.provide("adminPassword", adminPassword);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    // A first start creates the embedded database (initdb); on a machine shared by parallel runs that took
    // over a minute, so the limit only catches a server that never comes up.
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    server.stdout?.on("data", onData);
    server.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}
