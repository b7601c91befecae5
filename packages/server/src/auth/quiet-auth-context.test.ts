import type { AsyncLocalStorage } from "node:async_hooks";
import {
  getCurrentAuthContext,
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
  runWithEndpointContext,
} from "@better-auth/core/context";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestDatabase } from "../testing/embedded-database-image";
import { createAccounts } from "./accounts";
import { quietly } from "./quiet-auth-context";

/** Whether each of better-auth's storages is on (Node 20's AsyncLocalStorage keeps its own `enabled` flag). */
async function storagesOn(): Promise<boolean[]> {
  const all: AsyncLocalStorage<unknown>[] = await Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  return all.map((storage) => (storage as unknown as { enabled: boolean }).enabled);
}

type EndpointContext = Parameters<typeof runWithEndpointContext>[0];
const contextNamed = (name: string) => ({ name }) as unknown as EndpointContext;

/** A call into better-auth's endpoint context that reads it back after `hold` resolves. */
function callReading(name: string, hold: Promise<void>) {
  return quietly(() =>
    runWithEndpointContext(contextNamed(name), async () => {
      await hold;
      return ((await getCurrentAuthContext()) as unknown as { name: string }).name;
    }),
  );
}

describe("better-auth's async context, switched off between calls", () => {
  it("keeps a call's context while it runs, whatever other calls end, and switches off after the last", async () => {
    let releaseFirst = () => {};
    const first = callReading("first", new Promise<void>((resolve) => (releaseFirst = resolve)));
    const second = callReading("second", Promise.resolve());

    expect(await second).toBe("second");
    // The second ended while the first runs: the first's context is still there, the storages on.
    expect((await storagesOn())[0]).toBe(true);
    releaseFirst();
    expect(await first).toBe("first");
    expect(await storagesOn()).toEqual([false, false, false]);

    // The next call turns them on again for itself.
    expect(await callReading("third", Promise.resolve())).toBe("third");
    expect(await storagesOn()).toEqual([false, false, false]);
  });

  it("switches off after a call that fails", async () => {
    const failing = quietly(() =>
      runWithEndpointContext(contextNamed("failing"), async () => {
        throw new Error("refused");
      }),
    );
    await expect(failing).rejects.toThrow("refused");
    expect(await storagesOn()).toEqual([false, false, false]);
  });

  describe("with the hub's accounts", () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase();
    }, 60_000);
    afterAll(() => handle.close());

    it("leaves them off after a sign-in and a sign-out", async () => {
      const origin = "http://localhost";
      const accounts = await createAccounts(handle.db, {
        adminPassword: "quiet-admin-password",
        secret: "a-test-secret-for-the-quiet-context-0123456789",
        log: () => {},
      });
      const request = (path: string) =>
        new Request(`${origin}${path}`, { method: "POST", headers: { origin, host: "localhost" } });
      const answer = await accounts.signIn(accounts.adminEmail, "quiet-admin-password", request("/api/auth/sign-in"));
      expect(answer.status).toBe(200);
      expect(await storagesOn()).toEqual([false, false, false]);
      const cookie = answer.headers.get("set-cookie")?.split(";")[0] ?? "";
      const signedIn = new Request(`${origin}/api/auth/sign-out`, {
        method: "POST",
        headers: { origin, host: "localhost", cookie },
      });
      expect((await accounts.sessionOf(signedIn))?.role).toBe("admin");
      expect((await accounts.signOut(signedIn)).status).toBe(200);
      expect(await accounts.sessionOf(signedIn)).toBeNull();
      expect(await storagesOn()).toEqual([false, false, false]);
    });
  });
});
