import { pathToFileURL } from "node:url";
import PgBoss from "pg-boss";

/**
 * Bare pg-boss's worker for the agents bench (agents-cluster.ts): the `bench` queue, one job at a time, each job
 * one chat call to the upstream; looks again at once after a job, as the hub's workers drain.
 */
export async function workOnBenchJobs(boss: PgBoss, upstreamUrl: string, onDone: () => void): Promise<void> {
  let id = "";
  id = await boss.work<{ instruction: string }>(
    "bench",
    { batchSize: 1, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      boss.notifyWorker(id);
      const answer = await fetch(`${upstreamUrl}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer sk-stand-in-0123456789" },
        body: JSON.stringify({ model: "gpt-4o", messages: [{ role: "user", content: job.data.instruction }] }),
      });
      await answer.json();
      onDone();
    },
  );
}

// Run as a process of its own (one instance of bare pg-boss, as each hub instance is): a PgBoss on DATABASE_URL
// with one worker, jobs calling UPSTREAM_URL. Prints "ready" once working and "done <n>" after each job.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const boss = new PgBoss({ connectionString: String(process.env.DATABASE_URL), max: 4 });
  boss.on("error", (err) => console.error(`[bench boss] ${err.message}`));
  await boss.start();
  await boss.createQueue("bench").catch(() => undefined); // the other instance may have made it
  let done = 0;
  await workOnBenchJobs(boss, String(process.env.UPSTREAM_URL), () => process.stdout.write(`done ${++done}\n`));
  process.stdout.write("ready\n");
  process.once("SIGTERM", () => {
    void boss.stop({ graceful: true, wait: true }).then(() => process.exit(0));
  });
}
