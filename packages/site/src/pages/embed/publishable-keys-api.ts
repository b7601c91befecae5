import {
  apiPaths,
  createPublishableKey,
  listPublishableKeys,
  type PublishableKey,
  revokePublishableKey,
} from "@hub-of-minds/core";
import { hubCustomerId } from "../../query/query-keys";

export type { PublishableKey };

/** The panel's server calls, injectable so stories and tests run without a network. */
export interface PublishableKeysApi {
  list(): Promise<PublishableKey[]>;
  create(origin: string): Promise<PublishableKey>;
  revoke(key: string): Promise<void>;
}

export const publishableKeysPath = apiPaths.customerPublishableKeys(hubCustomerId);

/** The real calls: core checks the answers (all need the administrator session). */
export const corePublishableKeysApi: PublishableKeysApi = {
  list: () => listPublishableKeys(hubCustomerId),
  create: (origin) => createPublishableKey(hubCustomerId, { allowedOrigins: [origin] }),
  revoke: (key) => revokePublishableKey(hubCustomerId, key),
};
