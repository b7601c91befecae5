import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { JobKind, JobRecorder } from "../gateway/job-recorder";

/** Whose provider key a gateway call spends: the hub's own (the proxy) or a customer's quota (public API). */
export type KeyKind = "hub" | "customer";
const keyKindOf: Record<JobKind, KeyKind> = {
  chat: "hub",
  image: "hub",
  public_chat: "customer",
  embedding: "customer",
};

export interface MetricsSources {
  socketClients: () => number;
}

/**
 * One Prometheus registry per hub (tests build many hubs in one process): request counts, gateway tokens
 * and latency, socket clients, the AI job queue and the process defaults (memory, event-loop lag).
 */
export function createOpsMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  let jobsInFlight = 0;
  // Counted in plain numbers per (method, route, status) and handed to prom-client when scraped: its inc()
  // checks and hashes the labels on every call, a labelled child's too (~1 µs of each request).
  const requestCounts = new Map<string, { labels: { method: string; route: string; status: string }; n: number }>();
  new Counter({
    name: "hom_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
    collect() {
      for (const count of requestCounts.values()) {
        if (count.n === 0) continue;
        this.inc(count.labels, count.n);
        count.n = 0;
      }
    },
  });
  const tokens = new Counter({
    name: "hom_gateway_tokens_total",
    help: "Tokens the AI gateway relayed (what a customer's quota is charged), by key kind",
    labelNames: ["key_kind"] as const,
    registers: [registry],
  });
  const gatewayRequests = new Counter({
    name: "hom_gateway_requests_total",
    help: "AI gateway calls by key kind and result",
    labelNames: ["key_kind", "status"] as const,
    registers: [registry],
  });
  const upstreamLatency = new Histogram({
    name: "hom_gateway_upstream_latency_seconds",
    help: "From the upstream call's start to the end of its answer (streams included), by key kind",
    labelNames: ["key_kind"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  new Gauge({
    name: "hom_socket_clients",
    help: "Socket clients connected to this instance",
    registers: [registry],
    collect() {
      this.set(sources.socketClients());
    },
  });
  new Gauge({
    name: "hom_job_queue_depth",
    help: "AI jobs received by this instance and not finished (pending or processing)",
    registers: [registry],
    collect() {
      this.set(jobsInFlight);
    },
  });

  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    /** Counts every answer under the pattern of the handler that answered (after next() the route index points at it), not the raw path, which would grow without bound. */
    countRequests: (): MiddlewareHandler => {
      const count = (c: Context) => {
        const method = c.req.method;
        const status = c.res.status;
        // A static route's path is its label: found without looking the route up (routePath maps every
        // matched route, ~2 µs a request). Keys are only ever route patterns, so the map stays bounded.
        let counted = requestCounts.get(`${method} ${status} ${c.req.path}`);
        if (!counted) {
          const route = routePath(c);
          const key = `${method} ${status} ${route}`;
          counted = requestCounts.get(key);
          if (!counted) {
            counted = { labels: { method, route, status: String(status) }, n: 0 };
            requestCounts.set(key, counted);
          }
        }
        counted.n += 1;
      };
      // A promise chain rather than an async function: one promise less on every request.
      return (c, next) =>
        next().then(
          () => count(c),
          (err: unknown) => {
            count(c);
            throw err;
          },
        );
    },
    /** The same recorder, observed: tokens, results and upstream latency of every job, and the queue depth. */
    observeJobs(recorder: JobRecorder): JobRecorder {
      return {
        ...recorder,
        start(kind, model, customerId) {
          const job = recorder.start(kind, model, customerId);
          const keyKind = keyKindOf[kind];
          let upstreamAt: number | undefined;
          let done = false;
          jobsInFlight += 1;
          return {
            processing() {
              upstreamAt ??= performance.now();
              job.processing();
            },
            finish(result) {
              if (!done) {
                done = true;
                jobsInFlight -= 1;
                tokens.inc({ key_kind: keyKind }, result.tokens);
                gatewayRequests.inc({ key_kind: keyKind, status: result.status });
                if (upstreamAt !== undefined) {
                  upstreamLatency.observe({ key_kind: keyKind }, (performance.now() - upstreamAt) / 1000);
                }
              }
              job.finish(result);
            },
          };
        },
      };
    },
  };
}
export type OpsMetrics = ReturnType<typeof createOpsMetrics>;
