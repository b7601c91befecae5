import { customerApiKeySchema, customerSchema } from "../schemas/customer.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

export function getCustomer(id: number | string, options?: RequestOptions) {
  return requestJson(customerSchema, "GET", apiPaths.customer(id), undefined, options);
}

/** Issues a new key and revokes the old one; the answer is the only time the whole key is seen. */
export function rotateCustomerApiKey(id: number | string, options?: RequestOptions) {
  return requestJson(customerApiKeySchema, "POST", apiPaths.customerApiKey(id), undefined, options);
}
