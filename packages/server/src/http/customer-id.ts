import { ApiError } from "./api-error";

/** The largest id the database's integer column holds; the path pattern allows up to ten digits. */
const maxCustomerId = 2_147_483_647;

/** A customer id from a path already matched to its pattern (`1`-`9999999999`); 400 above the column's range. */
export function customerIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > maxCustomerId) {
    throw new ApiError(400, "invalid_request", "Customer id must be a positive whole number", { id: raw });
  }
  return id;
}
