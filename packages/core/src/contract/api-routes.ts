import { accountsRoutes } from "./accounts.routes";
import { agentsRoutes } from "./agents.routes";
import { chatModelsRoutes } from "./chat-models.routes";
import { conversationsRoutes } from "./conversations.routes";
import { gatewayRoutes } from "./gateway.routes";
import { hubRoutes } from "./hub.routes";
import { knowledgeRoutes } from "./knowledge.routes";
import { openAiCompatibleRoutes } from "./openai-compatible.routes";

/** Every operation of the REST API, by operationId: the one source of the server, its document and the clients. */
// Typed as the sum of the groups' own types: one inferred object type of every route is too long for the
// declaration emit of the widgets' bundled types.
export type ApiRoutes = typeof hubRoutes &
  typeof accountsRoutes &
  typeof gatewayRoutes &
  typeof chatModelsRoutes &
  typeof openAiCompatibleRoutes &
  typeof agentsRoutes &
  typeof knowledgeRoutes &
  typeof conversationsRoutes;
export const apiRoutes: ApiRoutes = {
  ...hubRoutes,
  ...accountsRoutes,
  ...gatewayRoutes,
  ...chatModelsRoutes,
  ...openAiCompatibleRoutes,
  ...agentsRoutes,
  ...knowledgeRoutes,
  ...conversationsRoutes,
};
export type OperationId = keyof ApiRoutes;
