import { request } from "@hub-of-minds/core";
import { hubCustomerId } from "../../query/query-keys";

/**
 * A widget key as the server answers it. Core has no schema for it yet (the gateway's own shape), so the
 * answer is checked by hand here; both calls need the administrator session.
 */
export interface PublishableKey {
  key: string;
  customerId: number;
  allowedOrigins: string[];
}

/** The panel's two server calls, injectable so stories and tests run without a network. */
export interface PublishableKeysApi {
  list(): Promise<PublishableKey[]>;
  create(origin: string): Promise<PublishableKey>;
}

export const publishableKeysPath = `/api/customers/${hubCustomerId}/publishable-keys`;

function isPublishableKey(value: unknown): value is PublishableKey {
  if (!value || typeof value !== "object") return false;
  const { key, customerId, allowedOrigins } = value as Record<string, unknown>;
  return (
    typeof key === "string" &&
    typeof customerId === "number" &&
    Array.isArray(allowedOrigins) &&
    allowedOrigins.every((origin) => typeof origin === "string")
  );
}

export function readPublishableKey(value: unknown): PublishableKey {
  if (!isPublishableKey(value)) throw new Error("The server sent a publishable key this page cannot read.");
  return value;
}

export function readPublishableKeys(value: unknown): PublishableKey[] {
  if (!Array.isArray(value)) throw new Error("The server sent a key list this page cannot read.");
  return value.map(readPublishableKey);
}

/** The real calls, through core's request (cookies included, HttpError on a non-OK answer). */
export const corePublishableKeysApi: PublishableKeysApi = {
  list: async () => readPublishableKeys(await (await request("GET", publishableKeysPath)).json()),
  create: async (origin) =>
    readPublishableKey(await (await request("POST", publishableKeysPath, { allowedOrigins: [origin] })).json()),
};
