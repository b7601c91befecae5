// The session lookup against better-auth's own getSession, with the accounts the hub builds, on the embedded
// database and on PostgreSQL (DATABASE_URL mode).
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { authSessions } from "../db/schema";
import { openTestDatabase } from "../testing/embedded-database-image";
import { tokenOf } from "../testing/test-accounts";
import { insertTestCustomer } from "../testing/test-customer";
import { createTestDatabase } from "../testing/test-database";
import { type Accounts, createAccounts } from "./accounts";
import { accountOf, createSessionLookup, type SessionLookup, undecided } from "./session-lookup";

const secret = "a-test-secret-for-session-lookups-0123456789";
const adminPassword = "first-admin-password";
const customerEmail = "lookup@example.com";
const origin = "http://localhost";
const request = (path: string, cookie?: string) =>
  new Request(`${origin}${path}`, {
    method: "POST",
    headers: { origin, host: "localhost", ...(cookie ? { cookie } : {}) },
  });

interface Setup {
  handle: DatabaseHandle;
  accounts: Accounts;
  lookUp: (cookie: string) => Promise<SessionLookup>;
  customerId: number;
  close(): Promise<void>;
}

async function setUp(handle: DatabaseHandle): Promise<Setup> {
  const accounts = await createAccounts(handle.db, { adminPassword, secret, log: () => {} });
  const { id: customerId } = await insertTestCustomer(handle.db);
  await accounts.createCustomerUser({ email: customerEmail, name: "Lookup Person", customerId });
  await choosePassword(accounts, customerEmail, "first-customer-password");
  return {
    handle,
    accounts,
    lookUp: createSessionLookup(handle.db, await accounts.auth.$context),
    customerId,
    close: () => handle.close(),
  };
}

/** The reset-link flow: ends every session of the account (`revokeSessionsOnPasswordReset`). */
async function choosePassword(accounts: Accounts, email: string, newPassword: string) {
  const { link } = await accounts.issueLink(email, request("/api/auth/request-password-reset"));
  const { headers } = request("/api/auth/reset-password");
  await accounts.auth.api.resetPassword({ body: { token: tokenOf(link), newPassword }, headers });
}

async function signIn(accounts: Accounts, email: string, password: string): Promise<string> {
  const answer = await accounts.signIn(email, password, request("/api/auth/sign-in/email"));
  const cookie = answer.headers.get("set-cookie")?.split(";")[0];
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in failed: ${answer.status}`);
  return cookie;
}

/** better-auth's own answer, as the hub reads it. */
async function betterAuthAnswer(accounts: Accounts, cookie: string) {
  const found = await accounts.auth.api.getSession({ headers: new Headers({ cookie, host: "localhost" }) });
  return found ? accountOf(found.user) : null;
}

const sessionOf = (accounts: Accounts, cookie: string) =>
  accounts.sessionOf(new Request(`${origin}/api/me`, { headers: { cookie } }));

/** `sessionOf`'s answer, and whether it asked better-auth's getSession for it. */
async function sessionAndAsked(accounts: Accounts, cookie: string) {
  const getSession = vi.spyOn(accounts.auth.api, "getSession");
  try {
    return { account: await sessionOf(accounts, cookie), asked: getSession.mock.calls.length > 0 };
  } finally {
    getSession.mockRestore();
  }
}

/** The session token and its signature in a `hom.session_token=...` Cookie header. */
function partsOf(cookie: string) {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  const dot = value.lastIndexOf(".");
  return { token: value.slice(0, dot), signature: value.slice(dot + 1) };
}
const cookieWith = (token: string, signature: string) =>
  `hom.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
const signatureOf = (token: string) => createHmac("sha256", secret).update(token).digest("base64");

async function expiryOf(setup: Setup, token: string): Promise<Date | undefined> {
  const [row] = await setup.handle.db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.token, token));
  return row?.expiresAt;
}

const databases: [string, () => Promise<Setup>][] = [
  ["the embedded database", async () => setUp(await openTestDatabase())],
  [
    "PostgreSQL",
    async () => {
      const created = await createTestDatabase("hom_session_lookup");
      // PostgreSQL runs on every machine of the project and in CI: unreachable is a failure, not a skip.
      if ("unreachable" in created) throw new Error(created.unreachable);
      const setup = await setUp(await openTestDatabase({ databaseUrl: created.url }));
      return { ...setup, close: () => setup.close().then(() => created.drop()) };
    },
  ],
];

describe.each(databases)("the session lookup on %s", (_, open) => {
  let setup: Setup | undefined;
  beforeAll(async () => {
    setup = await open();
  });
  afterAll(async () => {
    await setup?.close();
  });
  function ready(): Setup {
    if (!setup) throw new Error("the database did not open");
    return setup;
  }

  it("answers what better-auth answers for a signed-in administrator and customer, without better-auth", async () => {
    const { accounts, lookUp, customerId } = ready();
    const admin = await signIn(accounts, accounts.adminEmail, adminPassword);
    const expectedAdmin = await betterAuthAnswer(accounts, admin);
    expect(expectedAdmin).toMatchObject({ email: accounts.adminEmail, role: "admin", customerId: null });
    expect(await lookUp(admin)).toEqual(expectedAdmin);
    expect(await sessionAndAsked(accounts, admin)).toEqual({ account: expectedAdmin, asked: false });

    const customer = await signIn(accounts, customerEmail, "first-customer-password");
    const expectedCustomer = await betterAuthAnswer(accounts, customer);
    expect(expectedCustomer).toMatchObject({
      email: customerEmail,
      name: "Lookup Person",
      role: "customer",
      customerId,
    });
    expect(await lookUp(customer)).toEqual(expectedCustomer);
    expect(await sessionAndAsked(accounts, customer)).toEqual({ account: expectedCustomer, asked: false });
  });

  it("answers null for a tampered signature, an unknown token and a signed-out session", async () => {
    const setup = ready();
    const { accounts, lookUp } = setup;
    const cookie = await signIn(accounts, accounts.adminEmail, adminPassword);
    const { token, signature } = partsOf(cookie);
    const tampered = cookieWith(token, `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`);
    expect(await betterAuthAnswer(accounts, tampered)).toBeNull();
    expect(await lookUp(tampered)).toBeNull();
    expect(await sessionOf(accounts, tampered)).toBeNull();
    // Signed with the secret, but no such session: better-auth decides (and answers null).
    const unknown = cookieWith("NoSuchSessionToken0123456789abcd", signatureOf("NoSuchSessionToken0123456789abcd"));
    expect(await lookUp(unknown)).toBe(undecided);
    expect(await sessionOf(accounts, unknown)).toBeNull();

    expect(await lookUp(cookie)).toMatchObject({ role: "admin" });
    expect((await accounts.signOut(request("/api/auth/sign-out", cookie))).status).toBe(200);
    expect(await expiryOf(setup, token)).toBeUndefined();
    expect(await sessionOf(accounts, cookie)).toBeNull();
  });

  it("leaves an expired session to better-auth, which deletes it and answers null", async () => {
    const setup = ready();
    const cookie = await signIn(setup.accounts, setup.accounts.adminEmail, adminPassword);
    const { token } = partsOf(cookie);
    await setup.handle.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authSessions.token, token));
    expect(await setup.lookUp(cookie)).toBe(undecided);
    // Expired is not merely due for refresh: so too where refreshing is rarer than expiring.
    const { secret: key, authCookies, sessionConfig } = await setup.accounts.auth.$context;
    const rareRefresh = createSessionLookup(setup.handle.db, {
      secret: key,
      authCookies,
      sessionConfig: { expiresIn: sessionConfig.expiresIn, updateAge: sessionConfig.expiresIn * 2 },
    });
    expect(await rareRefresh(cookie)).toBe(undecided);
    expect(await expiryOf(setup, token)).toBeDefined();
    expect(await sessionOf(setup.accounts, cookie)).toBeNull();
    expect(await expiryOf(setup, token)).toBeUndefined();
  });

  it("leaves a session due for refresh to better-auth, which pushes its expiry forward", async () => {
    const setup = ready();
    const { expiresIn, updateAge } = (await setup.accounts.auth.$context).sessionConfig;
    const cookie = await signIn(setup.accounts, customerEmail, "first-customer-password");
    const { token } = partsOf(cookie);
    // Last refreshed a minute more than updateAge ago.
    const refreshedAt = Date.now() - updateAge * 1000 - 60_000;
    await setup.handle.db
      .update(authSessions)
      .set({ expiresAt: new Date(refreshedAt + expiresIn * 1000), updatedAt: new Date(refreshedAt) })
      .where(eq(authSessions.token, token));
    expect(await setup.lookUp(cookie)).toBe(undecided);
    const before = Date.now();
    const { account, asked } = await sessionAndAsked(setup.accounts, cookie);
    expect(account).toMatchObject({ email: customerEmail, role: "customer" });
    expect(asked).toBe(true);
    expect((await expiryOf(setup, token))?.getTime()).toBeGreaterThanOrEqual(before + expiresIn * 1000 - 1000);
    // Refreshed, the session is the lookup's own again.
    expect(await setup.lookUp(cookie)).toMatchObject({ email: customerEmail });
  });

  it("ends the sessions a password change ends", async () => {
    const { handle, accounts, lookUp } = ready();
    const customer = await signIn(accounts, customerEmail, "first-customer-password");
    expect(await lookUp(customer)).toMatchObject({ email: customerEmail });
    await choosePassword(accounts, customerEmail, "second-customer-password");
    expect(await lookUp(customer)).toBe(undecided);
    expect(await sessionOf(accounts, customer)).toBeNull();
    await choosePassword(accounts, customerEmail, "first-customer-password");

    // ADMIN_PASSWORD changed: a new start of the hub ends every administrator session.
    const admin = await signIn(accounts, accounts.adminEmail, adminPassword);
    expect(await sessionOf(accounts, admin)).toMatchObject({ role: "admin" });
    await createAccounts(handle.db, { adminPassword: "second-admin-password", secret, log: () => {} });
    expect(await lookUp(admin)).toBe(undecided);
    expect(await sessionOf(accounts, admin)).toBeNull();
  });

  it("leaves cookies it does not follow to better-auth, which answers as before", async () => {
    const { accounts, lookUp } = ready();
    const cookie = await signIn(accounts, customerEmail, "first-customer-password");
    const { token, signature } = partsOf(cookie);
    const other = await signIn(accounts, customerEmail, "first-customer-password");
    const headers = [
      `${cookie}; hom.dont_remember=${encodeURIComponent(`true.${signatureOf("true")}`)}`,
      `${cookie}; hom.session_data=abc`,
      `hom.session_data.0=abc; ${cookie}`,
      `${cookie}; ${other}`,
      cookieWith(token, signature.slice(1)),
      `hom.session_token=${token}`,
      `hom.session_token="${encodeURIComponent(`${token}.${signature}`)}"`,
    ];
    for (const header of headers) {
      expect(await lookUp(header), header).toBe(undecided);
      expect(await sessionOf(accounts, header), header).toEqual(await betterAuthAnswer(accounts, header));
    }
    // Some of them are sessions to better-auth too.
    expect(await sessionOf(accounts, headers[0] ?? "")).toMatchObject({ email: customerEmail });
  });
});
