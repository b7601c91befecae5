import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type OpenAiStandIn, startOpenAiStandIn } from "../gateway/testing/openai-stand-in";
import { type ServerProcess, startServerProcess } from "../testing/server-process";

const dataDir = mkdtempSync(join(tmpdir(), "hom-shutdown-"));
let standIn: OpenAiStandIn;
let server: ServerProcess | undefined;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
}, 30_000);
afterAll(async () => {
  await server?.stop();
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
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
});
