export { type ApiInput, type ApiOutput, apiUrl, callApi } from "./api-client";
export { renderApiEndpoints } from "./api-endpoints";
export { apiEndpoints } from "./api-endpoints.generated";
export { apiQueryKeys } from "./api-query-keys";
export type { ApiRoutes, OperationId } from "./api-routes";
export type { ApiRouteDefinition, ApiSecurityScheme, HttpMethod } from "./route-definition";
