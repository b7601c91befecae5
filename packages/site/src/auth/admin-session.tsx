import { HttpError } from "@hub-of-minds/core";
import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { queryKeys } from "../query/query-keys";
import { adminSessionQueryKey } from "./use-account";

// Only a 401 opens it: the dialog (and Radix's dialog with it) stays out of every page's first load.
const AdminSignInDialog = lazy(() => preloadSignInDialog().then((module) => ({ default: module.AdminSignInDialog })));

/** Loads the sign-in dialog ahead of the first 401 (tests that read it right after it opens). */
export const preloadSignInDialog = () => import("./admin-sign-in-dialog");

/** Asks the visitor to sign in; resolves true once signed in, false when they cancel. */
type RequestSignIn = () => Promise<boolean>;

const AdminSessionContext = createContext<RequestSignIn | null>(null);

/** Opens the administrator sign-in; resolves true once signed in. Outside a provider it resolves false. */
export function useRequestSignIn(): RequestSignIn {
  const requestSignIn = useContext(AdminSessionContext);
  return requestSignIn ?? (() => Promise.resolve(false));
}

/** True for the server's "administrator session required" answer. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/**
 * Runs an administrator action; when the server answers 401 it opens the sign-in dialog and, once signed
 * in, runs the action again. Cancelling the dialog rethrows the 401. Outside a provider it just runs.
 */
export function useAdminAction(): <T>(action: () => Promise<T>) => Promise<T> {
  const requestSignIn = useContext(AdminSessionContext);
  return useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!requestSignIn || !isUnauthorized(error)) throw error;
        if (!(await requestSignIn())) throw error;
        return action();
      }
    },
    [requestSignIn],
  );
}

/** Holds the one sign-in dialog every administrator action shares. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);
  const queryClient = useQueryClient();
  const settle = useCallback(
    (signedIn: boolean) => {
      const resolvers = waiting.current;
      waiting.current = [];
      setOpen(false);
      // The account corner and the portal read the session: they show the new one at once.
      if (signedIn) {
        queryClient.setQueryData(adminSessionQueryKey, { active: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }
      for (const resolve of resolvers) resolve(signedIn);
    },
    [queryClient],
  );
  const requestSignIn = useMemo<RequestSignIn>(
    () => () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      }),
    [],
  );
  return (
    <AdminSessionContext.Provider value={requestSignIn}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <AdminSignInDialog open onSignedIn={() => settle(true)} onCancel={() => settle(false)} />
        </Suspense>
      ) : null}
    </AdminSessionContext.Provider>
  );
}
