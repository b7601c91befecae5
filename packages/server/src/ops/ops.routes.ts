import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Accounts } from "../auth/accounts";
import { ApiError } from "../http/api-error";
import type { OpsMetrics } from "./metrics";
import type { Readiness } from "./readiness";

export interface OpsDeps {
  readiness: Readiness;
  opsMetrics: OpsMetrics;
  accounts: Accounts;
  /** METRICS_TOKEN: lets a scraper read /metrics with `Authorization: Bearer <token>`. */
  metricsToken?: string | undefined;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Health for load balancers and orchestrators, and Prometheus metrics; outside /api, as they expect. */
export function opsRoutes(deps: OpsDeps) {
  const tokenDigest = deps.metricsToken ? digest(deps.metricsToken) : undefined;
  const bearerMatches = (header: string | undefined) => {
    const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
    // Compared as digests: equal lengths, and no timing hint about the token.
    return Boolean(tokenDigest && token && timingSafeEqual(digest(token), tokenDigest));
  };
  return new Hono()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      const problem = await deps.readiness.problem();
      if (problem) throw new ApiError(503, "not_ready", `Not ready: ${problem}`, { reason: problem });
      return c.json({ status: "ready", ...deps.readiness.facts() });
    })
    .get("/metrics", async (c) => {
      if (
        !bearerMatches(c.req.header("authorization")) &&
        (await deps.accounts.sessionOf(c.req.raw))?.role !== "admin"
      ) {
        throw new ApiError(
          401,
          "admin_session_required",
          "Metrics need an administrator session or the METRICS_TOKEN bearer token",
        );
      }
      return c.body(await deps.opsMetrics.text(), 200, { "content-type": deps.opsMetrics.contentType });
    });
}
