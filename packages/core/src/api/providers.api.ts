import {
  type ProviderId,
  providerConfigureResultSchema,
  providerStatusListSchema,
  providerTestResultSchema,
} from "../schemas/provider.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** Tries a key against the provider without storing it; a refused key is an `HttpError` carrying `{error}`. */
export function testProviderKey(provider: ProviderId, apiKey: string, options?: RequestOptions) {
  return requestJson(providerTestResultSchema, "POST", apiPaths.providerTest(provider), { apiKey }, options);
}

/** Stores the key encrypted; the answer shows only its last 4 characters. */
export function configureProviderKey(provider: ProviderId, apiKey: string, options?: RequestOptions) {
  return requestJson(providerConfigureResultSchema, "POST", apiPaths.providerConfigure(provider), { apiKey }, options);
}

export function getProvidersStatus(options?: RequestOptions) {
  return requestJson(providerStatusListSchema, "GET", apiPaths.providersStatus, undefined, options);
}
