import { apiUrl, callApi, type ProviderId, type ProviderStatus, type ProviderTestResult } from "@hub-of-minds/core";

/** The three server calls of the screen, injectable so stories and tests run without a network. */
export interface ProviderKeysApi {
  test(provider: ProviderId, apiKey: string): Promise<ProviderTestResult>;
  configure(provider: ProviderId, apiKey: string): Promise<ProviderStatus>;
  status(): Promise<ProviderStatus[]>;
}

/** The real calls, through core's client. */
export const coreProviderKeysApi: ProviderKeysApi = {
  test: (provider, apiKey) => callApi("testProviderKey", { params: { provider }, body: { apiKey } }),
  configure: (provider, apiKey) => callApi("configureProviderKey", { params: { provider }, body: { apiKey } }),
  status: () => callApi("getProvidersStatus"),
};

/** Shared by `/api-config` and `/config`, so a save on one shows on the other. */
export const providerStatusQueryKey = [apiUrl("getProvidersStatus")] as const;
