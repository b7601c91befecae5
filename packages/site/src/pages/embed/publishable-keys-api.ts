import { apiUrl, callApi, HttpError, type PublishableKey } from "@hub-of-minds/core";

export type { PublishableKey };

/** The panel's server calls, injectable so stories and tests run without a network. */
export interface PublishableKeysApi {
  list(): Promise<PublishableKey[]>;
  create(origin: string): Promise<PublishableKey>;
  revoke(key: string): Promise<void>;
  /** The key's own daily token cap; null removes it. */
  setDailyCap(key: string, dailyTokenCap: number | null): Promise<PublishableKey>;
  /** The list's query key; one per customer, so switching accounts never shows another's keys. */
  path?: string;
}

/** The query key of an API's key list: the panel and the page share the one request. */
export const keysQueryKey = (api: PublishableKeysApi) => [api.path ?? "publishable-keys"];

/** A 401 in the one error shape: what the panel shows as "sign in". */
const signedOut = () =>
  new HttpError(401, "Unauthorized", JSON.stringify({ code: "sign_in_required", message: "Sign in to use this" }));

/** The real calls for one customer (theirs, or the one the administrator picked); none when signed out. */
export function publishableKeysApiFor(customerId: number | null): PublishableKeysApi {
  if (customerId === null) {
    const refuse = () => Promise.reject(signedOut());
    return { list: refuse, create: refuse, revoke: refuse, setDailyCap: refuse, path: "publishable-keys:none" };
  }
  const customer = { id: String(customerId) };
  return {
    list: () => callApi("listPublishableKeys", { params: customer }),
    create: (origin) => callApi("createPublishableKey", { params: customer, body: { allowedOrigins: [origin] } }),
    revoke: async (key) => {
      await callApi("revokePublishableKey", { params: { ...customer, key } });
    },
    setDailyCap: (key, dailyTokenCap) =>
      callApi("updatePublishableKey", { params: { ...customer, key }, body: { dailyTokenCap } }),
    path: apiUrl("listPublishableKeys", { params: customer }),
  };
}
