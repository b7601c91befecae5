import { join } from "node:path";
import { apiRoutes } from "@hub-of-minds/core";
import type { GatewayConfig } from "../config";
import type { Conversations } from "../conversations/conversations";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import { customerIdOf } from "../http/customer-id";
import type { Hub } from "../hub";
import type { GroundingSource } from "../knowledge/grounding";
import { createDbBudgetStore, createMemoryBudgetStore } from "./budgets";
import { createChatModels } from "./chat-models";
import { chatModelsRoutes } from "./chat-models.routes";
import { createCompletionPipeline } from "./completion";
import { customerAuth } from "./customer-auth";
import { createCustomerKeys } from "./customer-keys";
import { createDbRateLimiter } from "./db-rate-limiter";
import { readHubBudgets } from "./hub-budgets";
import { createJobRecorder } from "./job-recorder";
import { createModelRouter } from "./model-router";
import { openAiRoutes } from "./openai.routes";
import { openAiCompatibleRoutes } from "./openai-compatible.routes";
import { allowListOf, policyFrom } from "./oversight";
import { createProviderKeys } from "./provider-keys";
import { providersRoutes } from "./providers.routes";
import { publicChatRoutes } from "./public-chat.routes";
import { createPublishableKeys } from "./publishable-keys";
import { createDbQuotaStore, createMemoryQuotaStore } from "./quota";
import { limitByAddress } from "./rate-limit.middleware";
import { createMemoryRateLimiter, type RateLimiter } from "./rate-limiter";
import { createSecretBox, loadMasterKey } from "./secret-box";
import { createSpending } from "./spending";
import { createUpstream } from "./upstream";
import { widgetCors } from "./widget-cors";

export interface GatewayOptions {
  /** Where the master key file lives when HUB_SECRET is not set. */
  dataDir: string;
  /** The environment's part for the gateway (config.ts `readGatewayConfig`). */
  config: GatewayConfig;
  /** With PostgreSQL the rate limits are counted in the database, so instances share them. */
  sharedLimits: boolean;
  /** The clock of the daily budgets; tests fix it so a run never straddles midnight UTC. */
  now?: () => Date;
  /** Knowledge and memory for personalities' chats (knowledge/grounding.ts). */
  grounding?: GroundingSource | undefined;
  /** Visitor tokens for widget calls, and the threads a widget's chat is recorded in (issue 26). */
  conversations: Conversations;
}

const perMinute = 60_000;
/** The model personalities answer with (on /api/v1/chat and as /v1 models). */
const personalityModel = "gpt-4o";

/** The AI gateway: OpenAI proxy, provider keys, the public chat API and widget keys, mounted under /api. */
export function createGateway(hub: Hub, options: GatewayOptions) {
  const { config } = options;
  const box = createSecretBox(loadMasterKey(join(options.dataDir, "secret.key"), config.hubSecret));
  const providerKeys = createProviderKeys(hub.db, box);
  const publishable = createPublishableKeys(hub.db);
  const jobs = hub.opsMetrics.observeJobs(createJobRecorder(hub.db, hub.activity, hub.bus));
  const timeoutMs = config.upstreamTimeoutMs;
  const endpoints = config.providerEndpoints;
  const router = createModelRouter({
    keys: providerKeys,
    endpoints: config.chatEndpoints,
    openAiApiKey: config.openAiApiKey,
  });
  const keys = {
    ...providerKeys,
    async save(...args: Parameters<typeof providerKeys.save>) {
      const status = await providerKeys.save(...args);
      router.forget(args[0]);
      return status;
    },
  };
  const rules = () => hub.configs.settings()["oversight_rules.yaml"];
  const chatModels = createChatModels({ router, openAiModels: () => allowListOf(rules()) });
  const policy = () => policyFrom(rules(), chatModels.isAllowed);
  const limits = () => rules().rateLimits;
  // Limits are read from oversight_rules.yaml on every request, so a saved change applies at once.
  const limiter = (limitOf: () => number): RateLimiter => {
    const cache = new Map<number, RateLimiter>();
    const current = (): RateLimiter => {
      const limit = limitOf();
      let found = cache.get(limit);
      if (!found) {
        found = options.sharedLimits
          ? createDbRateLimiter(hub.db, limit, perMinute)
          : createMemoryRateLimiter(limit, perMinute);
        cache.set(limit, found);
      }
      return found;
    };
    return { hit: (key) => current().hit(key), peek: (key) => current().peek(key) };
  };

  const budgets = options.sharedLimits
    ? createDbBudgetStore(hub.db, options.now)
    : createMemoryBudgetStore(hub.db, options.now);
  // Like the budgets: shared in the database between instances, in memory where one process owns it.
  const quotas = options.sharedLimits ? createDbQuotaStore(hub.db) : createMemoryQuotaStore(hub.db);
  const upstream = createUpstream(timeoutMs);
  const pipeline = createCompletionPipeline({
    router,
    jobs,
    spending: createSpending({
      quotas,
      budgets,
      limits: () => rules().budgets,
      widgetKeyLimits: () => rules().widgetKeys,
      now: options.now,
    }),
    policy,
    upstream,
    noteOversight: async (ruleId, action, model) => {
      await hub.activity.record("chat_flagged", `Oversight rule "${ruleId}" matched a ${model} chat (${action})`, {
        ruleId,
        action,
      });
    },
  });
  // Each widget key's and each of its visitors' requests per minute: a script forging Origin (or holding a
  // visitor token) can spend no faster.
  const widgetGuards = {
    perKey: limiter(() => rules().widgetKeys.requestsPerMinute),
    perVisitor: limiter(() => rules().widgetKeys.visitorRequestsPerMinute),
    tokens: options.conversations.tokens,
  };
  const customerKeys = createCustomerKeys(hub.db);
  const customerLimits = {
    keys: customerKeys,
    perKey: limiter(() => limits().perKeyPerMinute),
    perIp: limiter(() => limits().perIpPerMinute),
    invalidKeys: limiter(() => limits().invalidKeysPerMinute),
  };

  return {
    providerKeys,
    publishable,
    /**
     * The customer-key check of the public API, with its limiters (wrong-key lockout included): other surfaces
     * a customer key opens (`/mcp`) share the same counts.
     */
    customerAuth: customerAuth(customerLimits),
    /** Customers' quotas: `flush()` writes what is booked in memory (the embedded database) at once. */
    quotas,
    /** Chats, embeddings and images for a payer, in-process (the hub's own features use it as the routes do). */
    pipeline,
    /** Cuts the calls to providers still open: the process is stopping (`Upstream.abandon`). */
    abandonCalls: () => upstream.abandon(),
    /** Writes the job records and budget counts still in memory; call before the database closes. */
    close: async () => {
      await jobs.close();
      await budgets.close();
      await quotas.close();
      await upstream.close();
    },
    mount(app: ApiApp) {
      const cors = widgetCors(publishable, widgetGuards);
      // Widgets on other sites call the proxy, read the model list for their picker, get a visitor session
      // and read and change their visitor's threads.
      for (const path of [
        "/api/openai/*",
        "/api/chat-models",
        "/api/widget/*",
        "/api/threads",
        "/api/threads/*",
        "/api/visitors/*",
      ]) {
        app.use(path, cors);
      }
      // The proxy spends the hub's own key: every caller is held to the per-address limit. So are visitor
      // sessions, which a widget key's own limit does not count.
      const perAddress = limitByAddress(limiter(() => limits().perIpPerMinute));
      app.use("/api/openai/*", perAddress);
      app.use("/api/widget/*", perAddress);
      openAiRoutes(app, {
        pipeline,
        personalityModel,
        grounding: options.grounding,
        conversations: options.conversations,
      });
      publicChatRoutes(app, {
        ...customerLimits,
        pipeline,
        policy,
        model: personalityModel,
        grounding: options.grounding,
      });
      openAiCompatibleRoutes(app, {
        ...customerLimits,
        pipeline,
        personalityModel,
        chatModels: chatModels.list,
        grounding: options.grounding,
      });
      providersRoutes(app, { keys, endpoints, activity: hub.activity });
      chatModelsRoutes(app, { chatModels });
      app.openapi(apiRoutes.rotateCustomerApiKey, async (c) => {
        const id = customerIdOf(c.req.valid("param").id);
        const apiKey = await customerKeys.rotate(id);
        await hub.activity.record("api_key_rotated", `API key of customer ${id} rotated`, { customerId: id });
        return c.json({ apiKey }, 200);
      });
      app.openapi(apiRoutes.setCustomerApiKeyCap, async (c) => {
        const id = customerIdOf(c.req.valid("param").id);
        const dailyTokenCap = await customerKeys.setDailyCap(id, c.req.valid("json").dailyTokenCap);
        await hub.activity.record("api_key_cap_set", `Daily cap of customer ${id}'s API key set`, {
          customerId: id,
          dailyTokenCap,
        });
        return c.json({ dailyTokenCap }, 200);
      });
      app.openapi(apiRoutes.getHubBudgets, async (c) =>
        c.json(
          await readHubBudgets({
            db: hub.db,
            budgets,
            limits: rules().budgets,
            widgetTokensPerDay: rules().widgetKeys.tokensPerDay,
            now: options.now?.() ?? new Date(),
          }),
          200,
        ),
      );
      app.openapi(apiRoutes.createPublishableKey, async (c) => {
        const id = customerIdOf(c.req.valid("param").id);
        return c.json(await publishable.create(id, c.req.valid("json").allowedOrigins), 201);
      });
      app.openapi(apiRoutes.listPublishableKeys, async (c) =>
        c.json(await publishable.list(customerIdOf(c.req.valid("param").id)), 200),
      );
      app.openapi(apiRoutes.updatePublishableKey, async (c) => {
        const { id: rawId, key } = c.req.valid("param");
        const id = customerIdOf(rawId);
        const updated = await publishable.setDailyCap(id, key, c.req.valid("json").dailyTokenCap);
        if (!updated)
          throw new ApiError(404, "publishable_key_not_found", `Customer ${id} has no publishable key ${key}`);
        return c.json(updated, 200);
      });
      app.openapi(apiRoutes.revokePublishableKey, async (c) => {
        const { id: rawId, key } = c.req.valid("param");
        const id = customerIdOf(rawId);
        if (!(await publishable.revoke(id, key))) {
          throw new ApiError(404, "publishable_key_not_found", `Customer ${id} has no publishable key ${key}`);
        }
        await hub.activity.record("publishable_key_revoked", `Publishable key of customer ${id} revoked`, {
          customerId: id,
        });
        return c.body(null, 204);
      });
    },
  };
}
