import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { configFiles, configHistory } from "../db/schema";
import { createEventBus } from "../live/event-bus";
import { openTestDatabase } from "../testing/embedded-database-image";
import { defaultConfigContent } from "./config-defaults";
import type { ConfigChange } from "./config-state";
import { historyLimit } from "./config-store";
import { createDbConfigStore } from "./db-config-store";

let handle: DatabaseHandle;
const importDir = mkdtempSync(join(tmpdir(), "hom-import-"));
const oversight = (perIp: number) =>
  `maxMessageLength: 4000\nmaxTokensPerRequest: 2048\nallowedModels: [gpt-4o-mini]\nrateLimits:\n  perKeyPerMinute: 60\n  perIpPerMinute: ${perIp}\nrules: []\n`;

beforeAll(async () => {
  handle = await openTestDatabase();
  writeFileSync(join(importDir, "oversight_rules.yaml"), oversight(7));
}, 30_000);
afterAll(async () => {
  await handle.close();
  rmSync(importDir, { recursive: true, force: true });
});

describe("configs in the database", () => {
  it("imports CONFIG_DIR into an empty database once; a restart reads the database, never the folder", async () => {
    const bus = createEventBus();
    const first = createDbConfigStore(handle.db, { bus, importDir, log: () => undefined });
    await first.init();
    expect(first.loaded()).toBe(true);
    expect(first.settings()["oversight_rules.yaml"].rateLimits.perIpPerMinute).toBe(7);
    expect((await first.read("integrations.yaml")).content).toBe(defaultConfigContent("integrations.yaml"));
    await first.write("oversight_rules.yaml", oversight(9));
    first.close();

    // The folder still says 7 (a stale copy on a restarted instance): the saved 9 stays.
    const restarted = createDbConfigStore(handle.db, { bus, importDir, log: () => undefined });
    await restarted.init();
    expect(restarted.settings()["oversight_rules.yaml"].rateLimits.perIpPerMinute).toBe(9);
    expect((await restarted.read("oversight_rules.yaml")).content).toBe(oversight(9));
    restarted.close();
  });

  it("applies a save of one instance on another through the bus, announced as remote", async () => {
    const bus = createEventBus();
    const [a, b] = [createDbConfigStore(handle.db, { bus }), createDbConfigStore(handle.db, { bus })];
    await Promise.all([a.init(), b.init()]);
    b.watch();
    const seen: ConfigChange[] = [];
    b.onChange((change) => {
      seen.push(change);
    });
    await a.write("oversight_rules.yaml", oversight(11));
    // What the config sync does after a save: announce it to every instance.
    bus.publish("config_update", { filename: "oversight_rules.yaml", isValid: true });
    await expect.poll(() => b.settings()["oversight_rules.yaml"].rateLimits.perIpPerMinute).toBe(11);
    expect(seen).toEqual([{ filename: "oversight_rules.yaml", isValid: true, source: "remote" }]);
    a.close();
    b.close();
  });

  it("catches up by polling when a notification was lost", async () => {
    const bus = createEventBus();
    const a = createDbConfigStore(handle.db, { bus });
    const b = createDbConfigStore(handle.db, { bus, pollMs: 50 });
    await Promise.all([a.init(), b.init()]);
    b.watch();
    await a.write("oversight_rules.yaml", oversight(13));
    await expect.poll(() => b.settings()["oversight_rules.yaml"].rateLimits.perIpPerMinute).toBe(13);
    a.close();
    b.close();
  });

  it("refuses invalid YAML with 422 and keeps the saved text; keeps the last versions in the history", async () => {
    const store = createDbConfigStore(handle.db, { bus: createEventBus() });
    await store.init();
    const before = await store.read("oversight_rules.yaml");
    await expect(store.write("oversight_rules.yaml", "rateLimits: [")).rejects.toMatchObject({ status: 422 });
    expect(await store.read("oversight_rules.yaml")).toEqual(before);
    for (let n = 20; n < 20 + historyLimit + 3; n++) await store.write("oversight_rules.yaml", oversight(n));
    const history = await handle.db
      .select()
      .from(configHistory)
      .where(eq(configHistory.filename, "oversight_rules.yaml"));
    expect(history).toHaveLength(historyLimit);
    expect(history.map((row) => row.content)).toContain(oversight(20 + historyLimit + 1));
    const [row] = await handle.db.select().from(configFiles).where(eq(configFiles.filename, "oversight_rules.yaml"));
    expect(row?.content).toBe(oversight(20 + historyLimit + 2));
    store.close();
  });

  it("lets concurrent saves from two instances both land in order, none lost from the history", async () => {
    const bus = createEventBus();
    const [a, b] = [createDbConfigStore(handle.db, { bus }), createDbConfigStore(handle.db, { bus })];
    await Promise.all([a.init(), b.init()]);
    await handle.db.delete(configHistory);
    await Promise.all([
      a.write("oversight_rules.yaml", oversight(101)),
      b.write("oversight_rules.yaml", oversight(102)),
    ]);
    const history = await handle.db.select().from(configHistory);
    const [row] = await handle.db.select().from(configFiles).where(eq(configFiles.filename, "oversight_rules.yaml"));
    // Each save kept the text it replaced: the one that went second kept the first one's text.
    expect(history).toHaveLength(2);
    expect([...history.map((h) => h.content), row?.content]).toContain(oversight(101));
    expect([...history.map((h) => h.content), row?.content]).toContain(oversight(102));
    a.close();
    b.close();
  });
});
