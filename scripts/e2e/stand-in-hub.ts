import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../packages/server/src/gateway/testing/openai-stand-in";
import { type ServerProcess, startServerProcess } from "../../packages/server/src/testing/server-process";

const root = fileURLToPath(new URL("../../", import.meta.url));

export interface StandInHub {
  /** The hub's upstream: a local OpenAI-compatible server whose `reply` the test sets. */
  readonly standIn: OpenAiStandIn;
  readonly hub: ServerProcess;
  readonly adminPassword: string;
  /** The administrator's session cookie (`name=value`). */
  readonly adminCookie: string;
  /** The administrator's JSON call, same-origin like the site's; a refusal throws with its status and body. */
  admin<T>(method: string, path: string, body?: unknown): Promise<T>;
}

/**
 * A file's own hub: the real server with the built site and widgets, its own data dir and administrator, its
 * upstream a local stand-in answering `reply`. Started before the file's tests, stopped after them; the
 * returned object reads the parts once they are up.
 */
export function standInHubPerFile(name: string, reply: string): StandInHub {
  const adminPassword = `${name}-admin-password-${Math.random().toString(36).slice(2, 8)}`;
  let parts: { standIn: OpenAiStandIn; hub: ServerProcess; adminCookie: string; dataDir: string } | undefined;
  const started = () => {
    if (!parts) throw new Error("the stand-in hub has not started (its beforeAll failed?)");
    return parts;
  };
  beforeAll(async () => {
    const standIn = await startOpenAiStandIn();
    standIn.reply = reply;
    const dataDir = mkdtempSync(join(tmpdir(), `hom-${name}-`));
    const hub = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      OPENAI_API_KEY: `sk-${name}-test-0123456789`,
      OPENAI_BASE_URL: standIn.baseUrl,
      SITE_DIR: join(root, "packages/site/dist"),
      WIDGETS_DIR: join(root, "packages/widgets/dist"),
    });
    parts = { standIn, hub, dataDir, adminCookie: "" };
    const login = await fetch(`${hub.baseUrl}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: adminPassword }),
    });
    if (login.status !== 200) throw new Error(`admin login: ${login.status} ${await login.text()}`);
    parts.adminCookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }, 240_000);
  afterAll(async () => {
    await parts?.hub.stop();
    await parts?.standIn.close();
    if (parts) rmSync(parts.dataDir, { recursive: true, force: true });
  });
  return {
    adminPassword,
    get standIn() {
      return started().standIn;
    },
    get hub() {
      return started().hub;
    },
    get adminCookie() {
      return started().adminCookie;
    },
    async admin<T>(method: string, path: string, body?: unknown): Promise<T> {
      const { hub, adminCookie } = started();
      const answer = await fetch(`${hub.baseUrl}${path}`, {
        method,
        headers: {
          cookie: adminCookie,
          origin: hub.baseUrl,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
  };
}
