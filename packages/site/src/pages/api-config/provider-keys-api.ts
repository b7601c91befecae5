import {
  apiPaths,
  configureProviderKey,
  getProvidersStatus,
  type ProviderId,
  type ProviderStatus,
  type ProviderTestResult,
  testProviderKey,
} from "@hub-of-minds/core";

/** The three server calls of the screen, injectable so stories and tests run without a network. */
export interface ProviderKeysApi {
  test(provider: ProviderId, apiKey: string): Promise<ProviderTestResult>;
  configure(provider: ProviderId, apiKey: string): Promise<ProviderStatus>;
  status(): Promise<ProviderStatus[]>;
}

/** The real calls, through core's client. */
export const coreProviderKeysApi: ProviderKeysApi = {
  test: (provider, apiKey) => testProviderKey(provider, apiKey),
  configure: (provider, apiKey) => configureProviderKey(provider, apiKey),
  status: () => getProvidersStatus(),
};

/** Shared by `/api-config` and `/config`, so a save on one shows on the other. */
export const providerStatusQueryKey = [apiPaths.providersStatus] as const;
