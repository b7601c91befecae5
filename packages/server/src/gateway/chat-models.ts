import { type ChatModelEntry, type ProviderId, providerChatModels } from "@hub-of-minds/core";
import { type ModelRouter, providerOfModel } from "./model-router";

export interface ChatModelsDeps {
  router: Pick<ModelRouter, "configured">;
  /**
   * The allow-list of oversight_rules.yaml, read per call so a saved change applies at once: OpenAI's models,
   * and any other provider's model an operator adds by its prefixed id.
   */
  openAiModels: () => readonly string[];
}

const tableModels = new Map(providerChatModels.map((entry) => [entry.id, entry]));

/**
 * Which chat models can be used now: those of the allow-list and of the provider table whose provider has a
 * key. `isAllowed` is the oversight check (no database): a model of the allow-list, or a provider model of
 * the table.
 */
export function createChatModels(deps: ChatModelsDeps) {
  const entryOf = (id: string): ChatModelEntry =>
    tableModels.get(id) ?? { id, provider: providerOfModel(id).provider, name: id };
  return {
    async list(): Promise<ChatModelEntry[]> {
      // The allow-list first (the chat's default model leads it), then the table's provider models.
      const ids = new Set([
        ...deps.openAiModels(),
        ...providerChatModels.filter((entry) => entry.provider !== "openai").map((entry) => entry.id),
      ]);
      const entries = [...ids].map(entryOf);
      const providers = [...new Set(entries.map((entry) => entry.provider))];
      const configured = new Map<ProviderId, boolean>(
        await Promise.all(providers.map(async (p) => [p, await deps.router.configured(p)] as const)),
      );
      return entries.filter((entry) => configured.get(entry.provider));
    },
    isAllowed(model: string): boolean {
      if (deps.openAiModels().includes(model)) return true;
      return providerOfModel(model).provider !== "openai" && tableModels.has(model);
    },
  };
}

export type ChatModels = ReturnType<typeof createChatModels>;
