import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startScriptedUpstream } from "../agents/testing/scripted-upstream";
import { type OpenAiStandIn, startOpenAiStandIn } from "../gateway/testing/openai-stand-in";
import { type ServerProcess, startServerProcess } from "../testing/server-process";

const dataDir = mkdtempSync(join(tmpdir(), "hom-shutdown-"));
const agentsDir = mkdtempSync(join(tmpdir(), "hom-shutdown-agents-"));
let standIn: OpenAiStandIn;
let server: ServerProcess | undefined;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
}, 30_000);
afterAll(async () => {
  await server?.stop();
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(agentsDir, { recursive: true, force: true });
});

describe("SIGTERM", () => {
  it("stops accepting, lets a running stream finish, writes its job, says going-away to sockets, exits 0", async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "shutdown-test-password",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: standIn.baseUrl,
      SHUTDOWN_TIMEOUT_MS: "20000",
    });
    const { baseUrl } = server;
    const socket = new WebSocket(`${baseUrl.replace("http", "ws")}/ws`);
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });

    standIn.reply = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
    standIn.chunkDelayMs = 40;
    const response = await fetch(`${baseUrl}/api/openai/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        messages: [{ role: "user", content: "count" }],
        model: "gpt-4o",
        temperature: 0.7,
        maxTokens: 2048,
        stream: true,
      }),
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    let text = new TextDecoder().decode((await reader.read()).value);

    const exited = server.stop();
    // The listening socket closes at once: a new connection is refused while the stream still runs.
    await expect
      .poll(
        async () =>
          fetch(`${baseUrl}/healthz`).then(
            () => "answered",
            () => "refused",
          ),
        { timeout: 5000 },
      )
      .toBe("refused");
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain("w39");
    expect(text).toContain("[DONE]");
    expect(await closed).toBe(1001);
    expect(await exited).toBe(0);
    server = undefined;

    // The job of the stream was written before the database closed.
    const db = new PGlite(join(dataDir, "pglite"));
    const jobs = await db.query<{ status: string }>("select status from ai_jobs");
    await db.close();
    expect(jobs.rows).toEqual([{ status: "completed" }]);
  }, 240_000);

  it("cuts an agent's model call the provider never answers: its task goes back to the queue, the process exits", async () => {
    // A provider that takes the call and never answers (the gateway's timeout for it is a minute).
    const silent = await startScriptedUpstream(() => new Promise(() => undefined));
    try {
      const agents = await startServerProcess({
        DATA_DIR: agentsDir,
        ADMIN_PASSWORD: "shutdown-test-password",
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: silent.baseUrl,
      });
      server = agents;
      const login = await fetch(`${agents.baseUrl}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: "shutdown-test-password" }),
      });
      const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
      const given = await fetch(`${agents.baseUrl}/api/agents/muse/tasks`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ instruction: "wait for an answer that never comes" }),
      });
      expect(given.status).toBe(202);
      const { id } = (await given.json()) as { id: string };
      await expect.poll(() => silent.requests.length, { timeout: 20_000 }).toBe(1);

      const started = Date.now();
      expect(await agents.stop()).toBe(0);
      server = undefined;
      // It waited for the call until the provider's timeout (60 s) before; the queue's own wait is 5 s.
      expect(Date.now() - started).toBeLessThan(30_000);

      // The task waits in the queue, its try not spent, to run again at the next start (or on another instance).
      const db = new PGlite(join(agentsDir, "pglite"));
      const task = await db.query<{ status: string }>("select status from agent_tasks where id = $1", [id]);
      const job = await db.query<{ state: string; retry_count: number; retry_limit: number }>(
        "select state::text as state, retry_count, retry_limit from pgboss.job where id = $1",
        [id],
      );
      await db.close();
      expect(task.rows).toEqual([{ status: "queued" }]);
      expect(job.rows).toEqual([{ state: "retry", retry_count: 0, retry_limit: 3 }]);
    } finally {
      await silent.close();
    }
  }, 240_000);
});
