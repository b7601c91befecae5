import { callApi, request, type SignedInAccount } from "@hub-of-minds/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSearch } from "wouter";
import { queryKeys } from "../query/query-keys";

export type { SignedInAccount };

/** The signed-in account (from GET /api/me): `undefined` while loading, `null` for a visitor. */
export function useAccount(): { account: SignedInAccount | null | undefined; refresh: () => Promise<void> } {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: () => callApi("getMe") });
  const refresh = useCallback(async () => {
    // Everything read under the old session belongs to someone else now.
    await queryClient.invalidateQueries();
  }, [queryClient]);
  return { account: me.isPending ? undefined : me.isError ? null : me.data.account, refresh };
}

/**
 * The customer a page shows: a customer's own; for the administrator the one picked (`?customer=ID`), else
 * none yet. `undefined` while the account loads.
 */
export function useShownCustomerId(): number | null | undefined {
  const { account } = useAccount();
  const picked = Number(new URLSearchParams(useSearch()).get("customer"));
  if (account === undefined) return undefined;
  if (!account) return null;
  if (account.role === "customer") return account.customerId;
  return Number.isSafeInteger(picked) && picked > 0 ? picked : null;
}

/** better-auth's own routes the site calls (outside the contract: the library defines them). */
export const authPaths = {
  signIn: "/api/auth/sign-in/email",
  signOut: "/api/auth/sign-out",
  resetPassword: "/api/auth/reset-password",
} as const;

/** Signs out; call `refresh` of `useAccount` after it. */
export async function signOut(): Promise<void> {
  await request("POST", authPaths.signOut, {});
}
