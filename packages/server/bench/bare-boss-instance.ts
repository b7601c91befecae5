import PgBoss from "pg-boss";

/**
 * One instance of bare pg-boss for the agents bench (agents-cluster.ts), a process of its own as each hub
 * instance is: a PgBoss on DATABASE_URL with one worker on the queue `bench`, each job one chat call to
 * UPSTREAM_URL. Prints "ready" once working and "done <n>" after each job; stops on SIGTERM.
 */
const boss = new PgBoss({ connectionString: String(process.env.DATABASE_URL), max: 4 });
boss.on("error", (err) => console.error(`[bench boss] ${err.message}`));
await boss.start();
await boss.createQueue("bench").catch(() => undefined); // the other instance may have made it
let done = 0;
let id = "";
id = await boss.work<{ instruction: string }>("bench", { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
  if (!job) return;
  // The hub's workers drain the same way: look again at once after a job.
  boss.notifyWorker(id);
  const answer = await fetch(`${process.env.UPSTREAM_URL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-stand-in-0123456789" },
    body: JSON.stringify({ model: "gpt-4o", messages: [{ role: "user", content: job.data.instruction }] }),
  });
  await answer.json();
  done++;
  process.stdout.write(`done ${done}\n`);
});
process.stdout.write("ready\n");
process.once("SIGTERM", () => {
  void boss.stop({ graceful: true, wait: true }).then(() => process.exit(0));
});
