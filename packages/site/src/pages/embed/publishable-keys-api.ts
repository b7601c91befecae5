import { apiUrl, callApi, type PublishableKey } from "@hub-of-minds/core";
import { hubCustomerId } from "../../query/query-keys";

export type { PublishableKey };

/** The panel's two server calls, injectable so stories and tests run without a network. */
export interface PublishableKeysApi {
  list(): Promise<PublishableKey[]>;
  create(origin: string): Promise<PublishableKey>;
}

const customer = { id: String(hubCustomerId) };
export const publishableKeysPath = apiUrl("listPublishableKeys", { params: customer });

/** The real calls (both need the administrator session). */
export const corePublishableKeysApi: PublishableKeysApi = {
  list: () => callApi("listPublishableKeys", { params: customer }),
  create: (origin) => callApi("createPublishableKey", { params: customer, body: { allowedOrigins: [origin] } }),
};
