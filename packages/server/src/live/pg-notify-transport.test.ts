import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy } from "../testing/tcp-proxy";
import { createTestDatabase, postgresAdminUrl, type TestDatabase } from "../testing/test-database";
import { createEventBus, type LocalEventBus } from "./event-bus";
import { attachPgNotify, packed } from "./pg-notify-transport";

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

/** Two buses on the database (the sender with `options`), what the receiver heard, and NOTIFYs counted raw. */
async function countedNotifications(url: string, options: Parameters<typeof attachPgNotify>[2]) {
  const [sender, receiver] = [createEventBus(), createEventBus()];
  buses.push(sender, receiver);
  await attachPgNotify(sender, url, options);
  await attachPgNotify(receiver, url);
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  let count = 0;
  raw.on("notification", () => count++);
  await raw.query("listen hub_of_minds_events");
  const heard: string[] = [];
  receiver.subscribe((type, data) => {
    if (type === "agent_activity") heard.push((data as { activity: string }).activity);
  });
  return { sender, heard, raw, notifications: () => count };
}

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

  it("listens again, once, after the database was away for a while", async (context) => {
    if (!database) return context.skip("PostgreSQL is unreachable");
    const target = new URL(postgresAdminUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    try {
      const [sender, receiver] = [createEventBus(), createEventBus()];
      buses.push(sender, receiver);
      await attachPgNotify(sender, database.url);
      await attachPgNotify(receiver, throughProxy.toString(), { reconnectDelayMs: 20 });
      const heard: string[] = [];
      receiver.subscribe((type, data) => {
        if (type === "agent_activity") heard.push((data as { activity: string }).activity);
      });
      // Away long enough for several failed attempts to listen again.
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 800));
      proxy.restore();
      await expect
        .poll(
          () => {
            sender.publish("agent_activity", { agentId: "eve", activity: "probe" });
            return heard.length > 0;
          },
          { timeout: 15_000, interval: 200 },
        )
        .toBe(true);
      // Let every pending attempt run out, then count: one LISTEN connection hears one copy of each event.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      heard.length = 0;
      sender.publish("agent_activity", { agentId: "eve", activity: "once" });
      await expect.poll(() => heard).toContain("once");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.filter((activity) => activity === "once")).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  }, 40_000);

  it("sends events published together in one notification, in order", async (context) => {
    if (!database) return context.skip("PostgreSQL is unreachable");
    const { sender, heard, raw, notifications } = await countedNotifications(database.url, {});
    const sent = Array.from({ length: 30 }, (_, i) => `step ${i}`);
    for (const activity of sent) sender.publish("agent_activity", { agentId: "eve", activity });
    await expect.poll(() => heard).toEqual(sent);
    await raw.end();
    // The 30 events fit in one payload (each was a NOTIFY, and a round trip, of its own).
    expect(notifications()).toBe(1);
  }, 20_000);

  it("gathers events published a few milliseconds apart into one notification", async (context) => {
    if (!database) return context.skip("PostgreSQL is unreachable");
    const { sender, heard, raw, notifications } = await countedNotifications(database.url, { gatherMs: 200 });
    // A task's events come from separate statements' answers, not one tick.
    for (const activity of ["begun", "step", "ended"]) {
      sender.publish("agent_activity", { agentId: "eve", activity });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await expect.poll(() => heard).toEqual(["begun", "step", "ended"]);
    await raw.end();
    expect(notifications()).toBe(1);
  }, 20_000);
});

describe("packed", () => {
  const event = (i: number) => JSON.stringify({ type: "agent_activity", data: { activity: `a${i}` } });
  it("keeps one event in the bus's own shape, tagged", () => {
    expect(packed('"me"', [event(1)])).toEqual([`{"from":"me","type":"agent_activity","data":{"activity":"a1"}}`]);
  });
  it("groups events under the limit, in order, and starts a new payload when one would not fit", () => {
    const events = Array.from({ length: 10 }, (_, i) => event(i));
    const payloads = packed('"me"', events, 200);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(200);
    const back = payloads.flatMap((payload) => {
      const parsed = JSON.parse(payload) as { from: string; events?: unknown[] };
      expect(parsed.from).toBe("me");
      return parsed.events ?? [parsed];
    });
    expect(back.map((item) => (item as { data: { activity: string } }).data.activity)).toEqual(
      events.map((_, i) => `a${i}`),
    );
  });
});
