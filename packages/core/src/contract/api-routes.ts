import { accountsRoutes } from "./accounts.routes";
import { agentsRoutes } from "./agents.routes";
import { chatModelsRoutes } from "./chat-models.routes";
import { gatewayRoutes } from "./gateway.routes";
import { hubRoutes } from "./hub.routes";
import { openAiCompatibleRoutes } from "./openai-compatible.routes";

/** Every operation of the REST API, by operationId: the one source of the server, its document and the clients. */
export const apiRoutes = {
  ...hubRoutes,
  ...accountsRoutes,
  ...gatewayRoutes,
  ...chatModelsRoutes,
  ...openAiCompatibleRoutes,
  ...agentsRoutes,
};
export type ApiRoutes = typeof apiRoutes;
export type OperationId = keyof ApiRoutes;
