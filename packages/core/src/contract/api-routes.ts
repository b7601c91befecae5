import { chatModelsRoutes } from "./chat-models.routes";
import { gatewayRoutes } from "./gateway.routes";
import { hubRoutes } from "./hub.routes";
import { knowledgeRoutes } from "./knowledge.routes";
import { openAiCompatibleRoutes } from "./openai-compatible.routes";

/** Every operation of the REST API, by operationId: the one source of the server, its document and the clients. */
export const apiRoutes = {
  ...hubRoutes,
  ...gatewayRoutes,
  ...chatModelsRoutes,
  ...openAiCompatibleRoutes,
  ...knowledgeRoutes,
};
export type ApiRoutes = typeof apiRoutes;
export type OperationId = keyof ApiRoutes;
