import { apiRoutes, type ProviderId, providerIdSchema } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
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
export function providersRoutes(app: ApiApp, deps: ProvidersDeps) {
  app.openapi(apiRoutes.testProviderKey, async (c) => {
    const provider = providerParam(c.req.valid("param").provider);
    const { apiKey } = c.req.valid("json");
    const outcome = await testProviderKey(provider, apiKey, deps.endpoints, deps.testTimeoutMs);
    const name = providerNames[provider];
    await deps.activity.record(
      "provider_key_tested",
      outcome.ok ? `${name} key test passed` : `${name} key test failed: ${outcome.error}`,
      { provider, ok: outcome.ok },
    );
    if (!outcome.ok) throw new ApiError(422, "provider_test_failed", outcome.error);
    return c.json({ success: true as const, message: `${name} API is working correctly` }, 200);
  });
  app.openapi(apiRoutes.configureProviderKey, async (c) => {
    const provider = providerParam(c.req.valid("param").provider);
    const { apiKey } = c.req.valid("json");
    const status = await deps.keys.save(provider, apiKey);
    await deps.activity.record("provider_key_saved", `${providerNames[provider]} API key saved`, { provider });
    return c.json(status, 200);
  });
  // The issue names /api/providers, core's client reads /api/providers/status: both answer the overview.
  app.openapi(apiRoutes.listProviders, async (c) => c.json(await deps.keys.status(), 200));
  app.openapi(apiRoutes.getProvidersStatus, async (c) => c.json(await deps.keys.status(), 200));
}
