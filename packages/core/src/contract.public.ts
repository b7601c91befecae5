/**
 * `@hub-of-minds/core/contract`: the API's zod contract, for the server (validation, OpenAPI) and the docs.
 * Every schema, the route definitions and security schemes, and the checks that need zod (config files,
 * whole socket frames). Loading it loads zod (about 13 KB gzip); code that only needs the types imports
 * them from `@hub-of-minds/core/protocol`, which has them all without zod.
 */
export { type AiModel, aiModelSchema } from "./catalogue/ai-model.schema";
export { validateConfig } from "./configs/validate-config";
export { type ApiRoutes, apiRoutes, type OperationId } from "./contract/api-routes";
export { gatewayChatRequestSchema } from "./contract/gateway.routes";
export {
  type ApiRouteDefinition,
  type ApiSecurityScheme,
  apiSecuritySchemes,
  type HttpMethod,
} from "./contract/route-definition";
export * from "./schemas/public";
export { readSocketFrame } from "./socket/socket-frame";
