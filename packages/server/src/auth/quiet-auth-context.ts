import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from "@better-auth/core/context";

/**
 * better-auth keeps a call's context (its endpoint, request state and adapter) in three AsyncLocalStorages, one
 * for the whole process. On Node 20 an AsyncLocalStorage, once entered, keeps the process's promise hooks on
 * until it is disabled: after the first sign-in, every promise of every request paid for them (15-20% of the
 * server's CPU for an agent task's POST, measured). Calls into better-auth go through `quietly`, which disables
 * the storages whenever no such call is in flight; better-auth's next `run` enables them again. Work a call
 * leaves running past its end (our mail sending) does not read better-auth's context.
 */
const storages = Promise.all([
  getCurrentAuthContextAsyncLocalStorage(),
  getRequestStateAsyncLocalStorage(),
  getCurrentDBAdapterAsyncLocalStorage(),
]);
// Process-wide, as the storages are: several hubs in one process (tests) share them.
let inFlight = 0;

/** Runs a call into better-auth; the last of the calls in flight to end switches its storages off. */
export async function quietly<T>(call: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await call();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      const all = await storages;
      // Another call may have begun while they were read.
      if (inFlight === 0) for (const storage of all) storage.disable();
    }
  }
}
