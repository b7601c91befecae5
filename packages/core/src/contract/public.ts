export { type ApiInput, type ApiOutput, apiUrl, callApi } from "./api-client";
export { renderApiEndpoints } from "./api-endpoints";
export { apiEndpoints } from "./api-endpoints.generated";
export { apiQueryKeys } from "./api-query-keys";
export { type ApiRoutes, apiRoutes, type OperationId } from "./api-routes";
export { gatewayChatRequestSchema } from "./gateway.routes";
export {
  type ApiRouteDefinition,
  type ApiSecurityScheme,
  apiSecuritySchemes,
  type HttpMethod,
} from "./route-definition";
