import { apiUrl, callApi, type PublishableKey } from "@hub-of-minds/core";
import { hubCustomerId } from "../../query/query-keys";

export type { PublishableKey };

/** The panel's server calls, injectable so stories and tests run without a network. */
export interface PublishableKeysApi {
  list(): Promise<PublishableKey[]>;
  create(origin: string): Promise<PublishableKey>;
  revoke(key: string): Promise<void>;
}

const customer = { id: String(hubCustomerId) };
export const publishableKeysPath = apiUrl("listPublishableKeys", { params: customer });

/** The real calls (all need the administrator session). */
export const corePublishableKeysApi: PublishableKeysApi = {
  list: () => callApi("listPublishableKeys", { params: customer }),
  create: (origin) => callApi("createPublishableKey", { params: customer, body: { allowedOrigins: [origin] } }),
  revoke: async (key) => {
    await callApi("revokePublishableKey", { params: { ...customer, key } });
  },
};
