import { z } from "zod";
import {
  customerApiKeySchema,
  customerSchema,
  type PublishableKeyRequest,
  publishableKeySchema,
} from "../schemas/customer.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, request, requestJson } from "./http";

export function getCustomer(id: number | string, options?: RequestOptions) {
  return requestJson(customerSchema, "GET", apiPaths.customer(id), undefined, options);
}

/** Issues a new key and revokes the old one; the answer is the only time the whole key is seen. */
export function rotateCustomerApiKey(id: number | string, options?: RequestOptions) {
  return requestJson(customerApiKeySchema, "POST", apiPaths.customerApiKey(id), undefined, options);
}

/** The customer's widget keys (administrator session). */
export function listPublishableKeys(customerId: number | string, options?: RequestOptions) {
  return requestJson(
    z.array(publishableKeySchema),
    "GET",
    apiPaths.customerPublishableKeys(customerId),
    undefined,
    options,
  );
}

/** A new widget key for these origins (administrator session). */
export function createPublishableKey(
  customerId: number | string,
  body: PublishableKeyRequest,
  options?: RequestOptions,
) {
  return requestJson(publishableKeySchema, "POST", apiPaths.customerPublishableKeys(customerId), body, options);
}

/** Revokes a widget key at once, on every instance (administrator session). */
export async function revokePublishableKey(customerId: number | string, key: string, options?: RequestOptions) {
  await request("DELETE", apiPaths.customerPublishableKey(customerId, key), undefined, options);
}
