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

interface AdminSession {
  requestSignIn: RequestSignIn;
  /** Counts the sign-ins: a 401 to a call sent before the latest one is stale, not a new request to sign in. */
  signIns: { readonly current: number };
}

const AdminSessionContext = createContext<AdminSession | null>(null);

/** Opens the administrator sign-in; resolves true once signed in. Outside a provider it resolves false. */
export function useRequestSignIn(): RequestSignIn {
  const session = useContext(AdminSessionContext);
  return session?.requestSignIn ?? (() => Promise.resolve(false));
}

/** True for the server's "administrator session required" answer. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/**
 * Runs an administrator action; when the server answers 401 it opens the sign-in dialog and, once signed
 * in, runs the action again. Cancelling the dialog rethrows the 401. Outside a provider it just runs.
 * A call that was already on its way when the visitor signed in runs again at once: its 401 predates the
 * session, and asking a second time would open the dialog over the page the visitor just unlocked.
 */
export function useAdminAction(): <T>(action: () => Promise<T>) => Promise<T> {
  const session = useContext(AdminSessionContext);
  return useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      const signInsBefore = session?.signIns.current;
      try {
        return await action();
      } catch (error) {
        if (!session || !isUnauthorized(error)) throw error;
        if (session.signIns.current !== signInsBefore) return action();
        if (!(await session.requestSignIn())) throw error;
        return action();
      }
    },
    [session],
  );
}

/** Holds the one sign-in dialog every administrator action shares. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);
  const signIns = useRef(0);
  const queryClient = useQueryClient();
  const settle = useCallback(
    (signedIn: boolean) => {
      const resolvers = waiting.current;
      waiting.current = [];
      setOpen(false);
      // The account corner and the portal read the session: they show the new one at once.
      if (signedIn) {
        signIns.current += 1;
        queryClient.setQueryData(adminSessionQueryKey, { active: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }
      for (const resolve of resolvers) resolve(signedIn);
    },
    [queryClient],
  );
  const session = useMemo<AdminSession>(
    () => ({
      requestSignIn: () =>
        new Promise<boolean>((resolve) => {
          waiting.current.push(resolve);
          setOpen(true);
        }),
      signIns,
    }),
    [],
  );
  return (
    <AdminSessionContext.Provider value={session}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <AdminSignInDialog open onSignedIn={() => settle(true)} onCancel={() => settle(false)} />
        </Suspense>
      ) : null}
    </AdminSessionContext.Provider>
  );
}
