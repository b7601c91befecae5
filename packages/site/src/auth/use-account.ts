import { callApi, request, type SignedInAccount } from "@hub-of-minds/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSearch } from "wouter";
import { queryKeys } from "../query/query-keys";

export type { SignedInAccount };

/** Who is signed in, as every corner of the site shows it (from GET /api/me). */
export interface Account {
  state: "loading" | "signed-out" | "signed-in";
  name?: string;
  role?: "admin" | "customer";
  /** `undefined` while loading, `null` for a visitor. */
  account: SignedInAccount | null | undefined;
  /** Reads everything again: what was read under the old session belongs to someone else now. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

/** The administrator session's query; the portal reads and writes the same entry, so both always agree. */
export const adminSessionQueryKey = ["showcase-admin", "session"] as const;

/** better-auth's own routes the site calls (outside the contract: the library defines them). */
export const authPaths = {
  signIn: "/api/auth/sign-in/email",
  signOut: "/api/auth/sign-out",
  resetPassword: "/api/auth/reset-password",
} as const;

/**
 * The signed-in account. A server that cannot be asked counts as signed out, so the corner offers to sign in
 * rather than showing an error.
 */
export function useAccount(): Account {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: () => callApi("getMe") });
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries();
  }, [queryClient]);
  const signOut = useCallback(async () => {
    try {
      await request("POST", authPaths.signOut, {});
    } finally {
      queryClient.setQueryData(adminSessionQueryKey, { active: false });
      await queryClient.invalidateQueries();
    }
  }, [queryClient]);
  if (me.isPending) return { state: "loading", account: undefined, refresh, signOut };
  const account = me.isError ? null : me.data.account;
  if (!account) return { state: "signed-out", account: null, refresh, signOut };
  return { state: "signed-in", name: account.name, role: account.role, account, refresh, signOut };
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
