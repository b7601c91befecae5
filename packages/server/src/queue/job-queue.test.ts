import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestDatabase } from "../testing/embedded-database-image";
import { createJobQueue, FinalJobFailure, type JobQueue } from "./job-queue";

let handle: DatabaseHandle;
let queue: JobQueue;

beforeAll(async () => {
  handle = await openTestDatabase();
  queue = await createJobQueue(handle.queue, { pollingIntervalSeconds: 0.5 });
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await handle.close();
});

const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("job queue on the embedded database", () => {
  it("runs a sent job once and counts it completed", async () => {
    await queue.define("q-once");
    const seen: number[] = [];
    await queue.work<{ n: number }>("q-once", 2, async (job) => {
      seen.push(job.data.n);
    });
    for (const n of [1, 2, 3]) await queue.send("q-once", { n });
    await until(() => seen.length === 3);
    expect(seen.sort()).toEqual([1, 2, 3]);
    await until(async () => (await queue.counts()).completed >= 3);
  });

  it("retries a failing job, then fails it for good with the reason", async () => {
    await queue.define("q-retry", { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false });
    let tries = 0;
    await queue.work("q-retry", 1, async () => {
      tries += 1;
      throw new Error("upstream unavailable");
    });
    await queue.send("q-retry", {});
    await until(async () => (await queue.counts()).failed >= 1, 30_000);
    expect(tries).toBe(3);
  }, 40_000);

  it("fails a final failure at once, without retries", async () => {
    await queue.define("q-final", { retryLimit: 5, retryDelaySeconds: 1 });
    let tries = 0;
    await queue.work("q-final", 1, async () => {
      tries += 1;
      throw new FinalJobFailure("max_steps", "too many steps");
    });
    const before = (await queue.counts()).failed;
    await queue.send("q-final", {});
    await until(async () => (await queue.counts()).failed > before);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(tries).toBe(1);
  }, 30_000);

  it("aborts a run past its timeout", async () => {
    await queue.define("q-timeout", { retryLimit: 0, timeoutSeconds: 1 });
    let cause: unknown;
    await queue.work("q-timeout", 1, async (job) => {
      await new Promise((resolve) => job.signal.addEventListener("abort", resolve));
      cause = (job.signal.reason as { cause: string }).cause;
      throw new Error("aborted");
    });
    await queue.send("q-timeout", {});
    await until(() => cause !== undefined);
    expect(cause).toBe("timeout");
  }, 30_000);
});
