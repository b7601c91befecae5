import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { isDeadlock, retryOnDeadlock } from "./deadlock-retry";

// Two real connections that take the same two rows in opposite orders: PostgreSQL fails one to break the cycle.
let database: TestDatabase | undefined;
const clients: pg.Client[] = [];

beforeAll(async () => {
  const created = await createTestDatabase("hom_deadlock");
  if ("unreachable" in created) throw new Error(created.unreachable);
  database = created;
  for (let i = 0; i < 2; i++) {
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    clients.push(client);
  }
  await clients[0]?.query(
    "create table pair (id int primary key, n int not null); insert into pair values (1, 0), (2, 0)",
  );
}, 30_000);
afterAll(async () => {
  for (const client of clients) await client.end();
  await database?.drop();
});

/** Both clients hold their first row before either asks for its second: a deadlock on the first try. */
function barrier(parties: number) {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived++;
    if (arrived === parties) open();
    return opened;
  };
}

describe("retryOnDeadlock on PostgreSQL", () => {
  it("runs the change PostgreSQL failed to break a deadlock again, and both changes land", async () => {
    const meet = barrier(2);
    const tries = [0, 0];
    const failures: unknown[] = [];
    const swap = (index: 0 | 1, first: number, second: number) =>
      retryOnDeadlock(async () => {
        const client = clients[index] as pg.Client;
        tries[index] = (tries[index] ?? 0) + 1;
        await client.query("begin");
        try {
          await client.query("update pair set n = n + 1 where id = $1", [first]);
          if (tries[index] === 1) await meet();
          await client.query("update pair set n = n + 1 where id = $1", [second]);
          await client.query("commit");
        } catch (err) {
          failures.push(err);
          await client.query("rollback");
          throw err;
        }
      });
    await Promise.all([swap(0, 1, 2), swap(1, 2, 1)]);
    // One of them was the deadlock's victim and ran twice; both of their changes are in.
    expect(failures).toHaveLength(1);
    expect(isDeadlock(failures[0])).toBe(true);
    expect([...tries].sort()).toEqual([1, 2]);
    const { rows } = await (clients[0] as pg.Client).query("select n from pair order by id");
    expect(rows.map((row) => row.n)).toEqual([2, 2]);
  }, 30_000);

  it("gives any other failure back at once", async () => {
    let tries = 0;
    const failed = await retryOnDeadlock(async () => {
      tries++;
      await (clients[0] as pg.Client).query("insert into pair values (1, 0)");
    }).catch((err: Error & { code?: string }) => err);
    expect((failed as { code?: string }).code).toBe("23505");
    expect(isDeadlock(failed)).toBe(false);
    expect(tries).toBe(1);
  });

  it("tells a deadlock wrapped by a driver or an ORM (as `cause`)", () => {
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    expect(isDeadlock(new Error("Failed query", { cause: deadlock }))).toBe(true);
    expect(isDeadlock(new Error("Failed query", { cause: new Error("other") }))).toBe(false);
  });
});
