import type { Hub } from "../../hub";
import { createMemoryBudgetStore } from "../budgets";
import { createCompletionPipeline } from "../completion";
import { createJobRecorder } from "../job-recorder";
import type { ModelRoute } from "../model-router";
import { policyFrom } from "../oversight";
import { createDbQuotaStore } from "../quota";
import { createSpending } from "../spending";
import { createUpstream, type UpstreamTarget } from "../upstream";

/**
 * The completion pipeline as the gateway builds it, on a test hub's database, with every model sent to one
 * OpenAI-compatible target (a local stand-in) that a test can swap or remove.
 */
export function createTestPipeline(hub: Hub, target: () => UpstreamTarget | undefined, timeoutMs = 1_000) {
  const jobs = createJobRecorder(hub.db, hub.activity, hub.bus);
  const budgets = createMemoryBudgetStore(hub.db);
  const rules = () => hub.configs.settings()["oversight_rules.yaml"];
  const upstream = createUpstream(timeoutMs);
  const pipeline = createCompletionPipeline({
    router: {
      route: async (model): Promise<ModelRoute> => ({
        provider: "openai",
        providerName: "OpenAI",
        upstreamModel: model,
        target: target(),
      }),
    },
    jobs,
    spending: createSpending({
      // Booked at once, so a test can read and change a customer's row in the database between calls.
      quotas: createDbQuotaStore(hub.db),
      budgets,
      limits: () => rules().budgets,
      widgetKeyLimits: () => rules().widgetKeys,
    }),
    policy: () => policyFrom(rules()),
    upstream,
    noteOversight: async () => {},
  });
  return {
    pipeline,
    jobs,
    budgets,
    async close() {
      await jobs.close();
      await budgets.close();
      await upstream.close();
    },
  };
}
