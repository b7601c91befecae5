import { callApi, type IdentitySecret } from "@hub-of-minds/core";

export type { IdentitySecret };

/** The identity secret's calls for one customer, injectable so tests and stories run without a network. */
export interface IdentitySecretApi {
  /** The secret (the server makes one on the first read). */
  read(): Promise<IdentitySecret>;
  /** A new secret; hashes signed with the old one stop verifying. */
  rotate(): Promise<IdentitySecret>;
}

/** The real calls for the signed-in customer, or the customer the administrator picked. */
export function identitySecretApiFor(customerId: number): IdentitySecretApi {
  const params = { id: String(customerId) };
  return {
    read: () => callApi("getIdentitySecret", { params }),
    rotate: () => callApi("rotateIdentitySecret", { params }),
  };
}
