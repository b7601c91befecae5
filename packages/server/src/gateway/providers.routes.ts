import { type ProviderId, providerIdSchema, providerKeyBodySchema } from "@hub-of-minds/core";
import { Hono, type MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import { readJson } from "../http/read-json";
import type { ActivityLog } from "../services/activity.service";
import type { ProviderKeys } from "./provider-keys";
import { type ProviderEndpoints, providerNames, testProviderKey } from "./provider-tester";

export interface ProvidersDeps {
  keys: ProviderKeys;
  endpoints: ProviderEndpoints;
  activity: ActivityLog;
  testTimeoutMs?: number;
}

function providerParam(raw: string): ProviderId {
  const parsed = providerIdSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError(404, "provider_not_found", `Unknown provider "${raw}"`, { providers: providerIdSchema.options });
  }
  return parsed.data;
}

/** Spec 000's API configuration calls: test a key, save it (sealed), and the status overview. */
export function providersRoutes(deps: ProvidersDeps, admin: MiddlewareHandler) {
  const app = new Hono();
  app.post("/test-api/:provider", admin, async (c) => {
    const provider = providerParam(c.req.param("provider"));
    const { apiKey } = await readJson(c, providerKeyBodySchema);
    const outcome = await testProviderKey(provider, apiKey, deps.endpoints, deps.testTimeoutMs);
    const name = providerNames[provider];
    await deps.activity.record(
      "provider_key_tested",
      outcome.ok ? `${name} key test passed` : `${name} key test failed: ${outcome.error}`,
      { provider, ok: outcome.ok },
    );
    if (!outcome.ok) throw new ApiError(422, "provider_test_failed", outcome.error);
    return c.json({ success: true, message: `${name} API is working correctly` });
  });
  app.post("/configure-api/:provider", admin, async (c) => {
    const provider = providerParam(c.req.param("provider"));
    const { apiKey } = await readJson(c, providerKeyBodySchema);
    const status = await deps.keys.save(provider, apiKey);
    await deps.activity.record("provider_key_saved", `${providerNames[provider]} API key saved`, { provider });
    return c.json(status);
  });
  // The issue names /api/providers, core's client reads /api/providers/status: both answer the overview.
  app.get("/providers", admin, async (c) => c.json(await deps.keys.status()));
  app.get("/providers/status", admin, async (c) => c.json(await deps.keys.status()));
  return app;
}
