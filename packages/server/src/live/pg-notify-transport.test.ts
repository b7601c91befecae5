import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createEventBus, type LocalEventBus } from "./event-bus";
import { attachPgNotify } from "./pg-notify-transport";

let database: TestDatabase | undefined;
const buses: LocalEventBus[] = [];

beforeAll(async () => {
  const created = await createTestDatabase("hom_notify");
  if ("unreachable" in created) console.warn(`${created.unreachable}; the LISTEN/NOTIFY test checks nothing.`);
  else database = created;
}, 20_000);
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await database?.drop();
}, 20_000);

describe("LISTEN/NOTIFY between instances", () => {
  it("listens again after the database dropped the LISTEN connection", async (context) => {
    if (!database) return context.skip("PostgreSQL is unreachable");
    const [sender, receiver] = [createEventBus(), createEventBus()];
    buses.push(sender, receiver);
    await attachPgNotify(sender, database.url);
    await attachPgNotify(receiver, database.url, { reconnectDelayMs: 20 });
    const heard: string[] = [];
    receiver.subscribe((type, data) => {
      if (type === "agent_activity") heard.push((data as { activity: string }).activity);
    });
    sender.publish("agent_activity", { agentId: "eve", activity: "before" });
    await expect.poll(() => heard).toEqual(["before"]);

    // What a database restart does to every LISTEN session.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()",
    );
    await admin.end();

    // Published until heard: notifications sent while no one listened are gone, as in PostgreSQL itself.
    await expect
      .poll(
        () => {
          sender.publish("agent_activity", { agentId: "eve", activity: "after" });
          return heard.includes("after");
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(true);
  }, 30_000);
});
