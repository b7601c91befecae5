import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;
beforeAll(async () => {
  t = await createTestHub({ metricsToken: "scrape-token-1" });
}, 60_000);
afterAll(() => t.close());

describe("health", () => {
  it("answers /healthz and /readyz while the database, migrations and configs are in place", async () => {
    expect(await (await t.app.request("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("answers 503 with the reason when a migration is missing, and 'shutting down' once draining", async () => {
    const other = await createTestHub();
    try {
      await other.handle.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const pending = await other.app.request("/readyz");
      expect(pending.status).toBe(503);
      expect(JSON.stringify(await pending.json())).toMatch(/migrations pending \(\d+ of \d+ applied\)/);
      other.hub.readiness.drain();
      expect(JSON.stringify(await (await other.app.request("/readyz")).json())).toContain("shutting down");
    } finally {
      await other.close();
    }
  }, 60_000);

  it("answers 503 'database unreachable' when the database is gone", async () => {
    const other = await createTestHub();
    const app = createApp(other.hub);
    await other.handle.close();
    const response = await app.request("/readyz");
    expect(response.status).toBe(503);
    expect(JSON.stringify(await response.json())).toContain("database unreachable");
    await other.hub.close();
  }, 60_000);
});

describe("metrics", () => {
  it("refuses without an admin session or the token", async () => {
    expect((await t.app.request("/metrics")).status).toBe(401);
    expect((await t.app.request("/metrics", { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
  });

  it("serves Prometheus text to the METRICS_TOKEN bearer and to an admin session", async () => {
    await t.app.request("/api/agents");
    await t.app.request("/api/agents");
    // A config's content needs the administrator: without a session the route answers 401.
    await t.app.request("/api/config/nope.yaml");
    await t.app.request("/api/config/other.yaml");
    const response = await t.app.request("/metrics", { headers: { authorization: "Bearer scrape-token-1" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/hom_http_requests_total\{method="GET",route="\/api\/agents",status="200"\} 2/);
    // Requests to a route with a parameter count under its pattern, never under their own paths.
    expect(text).toMatch(/hom_http_requests_total\{method="GET",route="\/api\/config\/:filename",status="401"\} 2/);
    expect(text).not.toContain("nope.yaml");
    expect(text).toContain("hom_socket_clients 0");
    expect(text).toContain("hom_job_queue_depth 0");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    const cookie = await t.login();
    expect((await t.app.request("/metrics", { headers: { cookie } })).status).toBe(200);
  });

  it("counts gateway tokens, results and upstream latency by key kind, and the jobs in flight", async () => {
    const recorder = {
      start: () => ({ processing: () => undefined, finish: () => undefined }),
      flush: async () => undefined,
      close: async () => undefined,
    };
    const jobs = t.hub.opsMetrics.observeJobs(recorder);
    const first = jobs.start("public_chat", "gpt-4o-mini", 1);
    const second = jobs.start("chat", "gpt-4o-mini");
    expect(await t.hub.opsMetrics.text()).toContain("hom_job_queue_depth 2");
    first.processing();
    first.finish({ status: "completed", tokens: 42 });
    first.finish({ status: "completed", tokens: 42 });
    second.finish({ status: "failed", tokens: 0, error: "upstream_timeout" });
    const text = await t.hub.opsMetrics.text();
    expect(text).toContain('hom_gateway_tokens_total{key_kind="customer"} 42');
    expect(text).toContain('hom_gateway_requests_total{key_kind="hub",status="failed"} 1');
    expect(text).toContain('hom_gateway_upstream_latency_seconds_count{key_kind="customer"} 1');
    expect(text).toContain("hom_job_queue_depth 0");
  });
});
