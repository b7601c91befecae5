import { callApi } from "@hub-of-minds/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** Who is signed in, as every corner of the site shows it. */
export interface Account {
  state: "loading" | "signed-out" | "signed-in";
  name?: string;
  role?: "admin" | "customer";
  signOut(): Promise<void>;
}

/** The administrator session's query; the portal reads and writes the same entry, so both always agree. */
export const adminSessionQueryKey = ["showcase-admin", "session"] as const;

/**
 * The signed-in account. Today the only session is the administrator's (spec README, point 1); a server
 * that cannot be asked counts as signed out, so the corner offers to sign in rather than showing an error.
 */
export function useAccount(): Account {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: adminSessionQueryKey, queryFn: () => callApi("getAdminSession") });
  const signOut = useCallback(async () => {
    try {
      await callApi("adminLogout");
    } finally {
      queryClient.setQueryData(adminSessionQueryKey, { active: false });
    }
  }, [queryClient]);
  if (session.isPending) return { state: "loading", signOut };
  if (session.data?.active) return { state: "signed-in", name: "Administrator", role: "admin", signOut };
  return { state: "signed-out", signOut };
}
