import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import type { ChatModels } from "./chat-models";

export interface ChatModelsRoutesDeps {
  chatModels: Pick<ChatModels, "list">;
}

/** `GET /api/chat-models`: the chat panel's model picker. Public: it names models, never keys. */
export function chatModelsRoutes(app: ApiApp, deps: ChatModelsRoutesDeps) {
  app.openapi(apiRoutes.listChatModels, async (c) => c.json({ models: await deps.chatModels.list() }, 200));
}
