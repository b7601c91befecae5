import type { UsageRow } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiJobs } from "../db/schema";
import { json } from "../testing/json";
import { inviteAndSignIn } from "../testing/test-accounts";
import { createTestHub, type TestHub } from "../testing/test-hub";
import { defaultModelPrices } from "./model-prices";

let t: TestHub;
let a: { id: number; cookie: string };
let b: { id: number; cookie: string };
beforeAll(async () => {
  t = await createTestHub();
  const admin = await t.login();
  a = await inviteAndSignIn(t.app, admin, "usage-a@example.com");
  b = await inviteAndSignIn(t.app, admin, "usage-b@example.com");
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  const job = (
    customerId: number,
    day: string,
    model: string,
    tokens: number,
    status = "completed",
    key = "hom_abcd",
  ) => ({
    kind: "chat",
    status,
    model,
    customerId,
    keyLabel: key,
    tokens,
    createdAt: at(day),
  });
  await t.handle.db
    .insert(aiJobs)
    .values([
      job(a.id, "2026-10-01", "gpt-4o", 1000),
      job(a.id, "2026-10-01", "gpt-4o", 500, "failed", "pk_site"),
      job(a.id, "2026-10-01", "gpt-3.5-turbo", 2000),
      job(a.id, "2026-10-03", "gpt-4o", 4000, "completed", "pk_site"),
      job(b.id, "2026-10-01", "gpt-4o", 9999),
    ]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const usage = (id: number, cookie: string, query: string) =>
  t.app.request(`/api/customers/${id}/usage?${query}`, { headers: { cookie } });

describe("usage by day, key and model", () => {
  it("sums a customer's own calls per day with an estimated cost", async () => {
    const rows = await json<UsageRow[]>(await usage(a.id, a.cookie, "from=2026-10-01&to=2026-10-31"));
    const cost =
      (1500 / 1000) * (defaultModelPrices["gpt-4o"] ?? 0) + (2000 / 1000) * (defaultModelPrices["gpt-3.5-turbo"] ?? 0);
    expect(rows).toEqual([
      { period: "2026-10-01", requests: 3, tokens: 3500, errors: 1, costUsd: Number(cost.toFixed(6)) },
      { period: "2026-10-03", requests: 1, tokens: 4000, errors: 0, costUsd: 0.025 },
    ]);
  });

  it("splits by model and by key", async () => {
    const byModel = await json<UsageRow[]>(await usage(a.id, a.cookie, "from=2026-10-01&to=2026-10-01&groupBy=model"));
    expect(byModel.map((row) => [row.model, row.requests, row.tokens]).sort()).toEqual([
      ["gpt-3.5-turbo", 1, 2000],
      ["gpt-4o", 2, 1500],
    ]);
    const byKey = await json<UsageRow[]>(await usage(a.id, a.cookie, "from=2026-10-01&to=2026-10-31&groupBy=key"));
    const keyed = Object.fromEntries(byKey.map((row) => [`${row.period} ${row.key}`, row.tokens]));
    expect(keyed).toEqual({ "2026-10-01 hom_abcd": 3000, "2026-10-01 pk_site": 500, "2026-10-03 pk_site": 4000 });
  });

  it("answers the same rows as CSV", async () => {
    const answer = await t.app.request(`/api/customers/${a.id}/usage.csv?from=2026-10-01&to=2026-10-31&groupBy=key`, {
      headers: { cookie: a.cookie },
    });
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const lines = (await answer.text()).trim().split("\n");
    expect(lines[0]).toBe("period,key,requests,tokens,errors,costUsd");
    expect(lines).toHaveLength(4);
    expect(lines).toContain("2026-10-03,pk_site,1,4000,0,0.025");
  });

  it("never shows another customer's calls, and refuses bad ranges with 400", async () => {
    expect((await usage(a.id, b.cookie, "")).status).toBe(403);
    const own = await json<UsageRow[]>(await usage(b.id, b.cookie, "from=2026-10-01&to=2026-10-31"));
    expect(own.map((row) => row.tokens)).toEqual([9999]);
    for (const query of [
      "from=2026-10-05&to=2026-10-01",
      "from=2020-01-01&to=2026-10-01",
      "from=2026-02-30",
      "groupBy=week",
    ]) {
      const answer = await usage(a.id, a.cookie, query);
      expect(answer.status, query).toBe(400);
      expect(await answer.json()).toMatchObject({ code: "invalid_request" });
    }
  });
});
