import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { authAccounts, authOutbox, authSessions, authUsers, authVerifications } from "../db/schema";
import { originOfRequest } from "../http/admin-guard";
import { ApiError } from "../http/api-error";
import { loadAuthSecret } from "./auth-secret";
import { quietly } from "./quiet-auth-context";
import { accountOf, createSessionLookup, undecided } from "./session-lookup";

/** Who a session belongs to: the administrator, or the person of one customer. */
export type AccountRole = "admin" | "customer";
export interface SignedInAccount {
  userId: string;
  email: string;
  name: string;
  role: AccountRole;
  /** Set for a customer's person; null for the administrator. */
  customerId: number | null;
}

/** The cookie prefix: the session cookie is `hom.session_token`. */
export const authCookiePrefix = "hom";
/** The administrator's sign-in name; the portal asks only for the password (ADMIN_PASSWORD). */
export const defaultAdminEmail = "admin@hub-of-minds.local";
/** How long an invitation or a password-reset link works. */
export const resetLinkTtlSeconds = 3 * 24 * 60 * 60;
export const minPasswordLength = 10;

// Accounts made by the server itself (the administrator at start, customers the administrator invites).
const serverSource = { method: "admin" } as const;

export interface AccountsOptions {
  /** From ADMIN_PASSWORD; without it a password is generated once (when no administrator exists) and logged. */
  adminPassword?: string | undefined;
  adminEmail?: string | undefined;
  /** PUBLIC_URL: the origin links are written with; without it, the origin of the request. */
  publicOrigin?: string | undefined;
  /** BETTER_AUTH_SECRET; without it one is generated once and kept in the database for every instance. */
  secret?: string | undefined;
  /** Delivers an invitation or reset link by e-mail when SMTP is configured (the outbox always keeps it). */
  sendMail?: (message: OutboxMessage) => Promise<void>;
  log?: (line: string) => void;
}

export interface OutboxMessage {
  kind: "invitation" | "password_reset";
  email: string;
  link: string;
  expiresAt: Date;
}

/**
 * Accounts and sessions through better-auth: e-mail and password, sessions in the database (so every
 * instance sees a sign-out or a password change at once), invitations as password-reset links.
 */
export async function createAccounts(db: Database, options: AccountsOptions) {
  const log = options.log ?? console.log;
  const adminEmail = (options.adminEmail ?? defaultAdminEmail).toLowerCase();
  const secret = options.secret ?? (await loadAuthSecret(db));
  const auth = betterAuth({
    appName: "Hub of Minds",
    secret,
    basePath: "/api/auth",
    // Behind PUBLIC_URL the links use it; otherwise the host the request came to (the host guard vets it).
    baseURL: options.publicOrigin ?? { allowedHosts: ["*"] },
    // The hub's own rule (http/admin-guard.ts `checkOrigin`, which runs first): its pages' origin on whatever
    // host it is served (the host guard vets the host). better-auth alone would trust only https://<host>.
    trustedOrigins: (request) => (request ? [originOfRequest(request, options.publicOrigin)] : []),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        customerId: { type: "number", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Customers are invited by the administrator; nobody signs themselves up.
      disableSignUp: true,
      minPasswordLength,
      resetPasswordTokenExpiresIn: resetLinkTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const [credential] = await db
          .select({ id: authAccounts.id })
          .from(authAccounts)
          .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, "credential")));
        const message: OutboxMessage = {
          kind: credential ? "password_reset" : "invitation",
          email: user.email,
          link: url,
          expiresAt: new Date(Date.now() + resetLinkTtlSeconds * 1000),
        };
        const [row] = await db
          .insert(authOutbox)
          .values({ ...message, mailStatus: options.sendMail ? "sending" : null })
          .returning({ id: authOutbox.id });
        // Not awaited: the answer (with the link, written to the outbox above) does not wait for a mail
        // server, which may be slow or down; the mailer's timeouts bound how long a send lives, and its
        // outcome is written on the outbox row (and a failure logged) for the administrator to see.
        if (options.sendMail && row) track(deliver(options.sendMail, row.id, message));
      },
    },
    // Sign-in attempts are throttled in the database by the hub's own login throttle (shared by instances).
    rateLimit: { enabled: false },
    // Secure is added per request by the routes (https or not is known only then, without PUBLIC_URL).
    advanced: {
      cookiePrefix: authCookiePrefix,
      useSecureCookies: false,
      defaultCookieAttributes: { sameSite: "strict" },
      // better-auth skips its Origin check when it sees a test runner; tests must meet the check users meet.
      disableOriginCheck: false,
    },
    logger: { level: "error" },
  });
  const context = await auth.$context;
  const lookUpSession = createSessionLookup(db, context);

  // Mails being sent, so that a shutdown (and a test) can wait for their outcome.
  const sending = new Set<Promise<void>>();
  function track(delivery: Promise<void>) {
    sending.add(delivery);
    void delivery.finally(() => sending.delete(delivery));
  }
  /** Sends one message and writes the outcome on its outbox row; never rejects. */
  async function deliver(send: NonNullable<AccountsOptions["sendMail"]>, id: number, message: OutboxMessage) {
    const outcome = await Promise.resolve(message)
      .then(send)
      .then(
        () => ({ mailStatus: "sent", mailError: null }),
        (err: unknown) => {
          const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
          log(`The ${message.kind.replace("_", " ")} mail to ${message.email} was not sent: ${reason}`);
          return { mailStatus: "failed", mailError: reason };
        },
      );
    await db
      .update(authOutbox)
      .set({ ...outcome, mailedAt: new Date() })
      .where(eq(authOutbox.id, id))
      .catch((err: Error) => log(`The outcome of outbox message ${id} was not saved: ${err.message}`));
  }

  /** Makes the administrator account hold ADMIN_PASSWORD; a change ends every administrator session. */
  async function ensureAdmin(): Promise<void> {
    let [admin] = await db.select().from(authUsers).where(eq(authUsers.email, adminEmail));
    const generated = options.adminPassword || admin ? undefined : randomPassword();
    const password = options.adminPassword ?? generated;
    if (!admin) {
      try {
        await context.internalAdapter.createUser(
          { email: adminEmail, name: "Administrator", emailVerified: true, role: "admin" },
          serverSource,
        );
        [admin] = await db.select().from(authUsers).where(eq(authUsers.email, adminEmail));
      } catch {
        // Another instance created it at the same moment; with a generated password, theirs is the one.
        if (!options.adminPassword) return;
        [admin] = await db.select().from(authUsers).where(eq(authUsers.email, adminEmail));
      }
    }
    if (!admin) throw new Error("The administrator account could not be created");
    if (admin.role !== "admin") await db.update(authUsers).set({ role: "admin" }).where(eq(authUsers.id, admin.id));
    if (password === undefined) return;
    const credential = await context.internalAdapter.findCredentialAccount(admin.id);
    if (credential?.password && (await context.password.verify({ hash: credential.password, password }))) return;
    const hash = await context.password.hash(password);
    if (credential) {
      await context.internalAdapter.updatePassword(admin.id, hash);
      // Whoever held the old password must not stay signed in with it, on any instance.
      await context.internalAdapter.deleteUserSessions(admin.id);
      log("The administrator password changed: every administrator session was ended.");
    } else {
      await context.internalAdapter.createAccount({
        userId: admin.id,
        providerId: "credential",
        accountId: admin.id,
        password: hash,
      });
      if (generated) log(`Administrator password (shown once; set ADMIN_PASSWORD to choose your own): ${generated}`);
    }
  }
  await quietly(ensureAdmin);

  return {
    auth,
    adminEmail,
    /** The signed-in account of a request, read from the database (never a copy held by this instance). */
    async sessionOf(request: Request): Promise<SignedInAccount | null> {
      const cookie = request.headers.get("cookie");
      if (!cookie?.includes(`${authCookiePrefix}.session_token=`)) return null;
      try {
        // Every authenticated request comes here: the common case without better-auth's 1.6 ms per call.
        const known = await lookUpSession(cookie);
        if (known !== undecided) return known;
        // Headers only: given the request itself, better-auth answers a Response instead of the session.
        const found = await quietly(() => auth.api.getSession({ headers: from(request).headers }));
        return found ? accountOf(found.user) : null;
      } catch {
        // A failed read is no session, as better-auth answered when its own read failed.
        return null;
      }
    },
    /**
     * better-auth's e-mail sign-in for a route of ours that has already checked Origin (`checkOrigin`); answers
     * its Response (with the session cookie on success).
     */
    signIn(email: string, password: string, request: Request): Promise<Response> {
      // Only the headers go on: the route has read the body already.
      const { headers } = from(request);
      dropFetchMetadataUnlessBrowser(headers);
      return quietly(() => auth.api.signInEmail({ body: { email, password }, headers, asResponse: true }));
    },
    /** better-auth's own routes (/api/auth/*), behind our Origin check (see `withoutFetchMetadataUnlessBrowser`). */
    handle(request: Request): Promise<Response> {
      return quietly(() => auth.handler(withoutFetchMetadataUnlessBrowser(request)));
    },
    signOut(request: Request): Promise<Response> {
      return quietly(() => auth.api.signOut({ ...from(request), asResponse: true }));
    },
    /** A person who signs in for a customer; they choose a password through the invitation link. */
    createCustomerUser(input: { email: string; name: string; customerId: number }) {
      return quietly(async () => {
        const existing = await context.internalAdapter.findUserByEmail(input.email.toLowerCase());
        if (existing) throw new ApiError(409, "email_taken", `An account with ${input.email} already exists`);
        return context.internalAdapter.createUser(
          {
            email: input.email.toLowerCase(),
            name: input.name,
            emailVerified: false,
            role: "customer",
            customerId: input.customerId,
          },
          serverSource,
        );
      });
    },
    /** Writes an invitation (no password yet) or password-reset link to the outbox and answers it. */
    async issueLink(email: string, request: Request): Promise<OutboxMessage> {
      await quietly(() => auth.api.requestPasswordReset({ body: { email, redirectTo: "/sign-in" }, ...from(request) }));
      const [row] = await db
        .select()
        .from(authOutbox)
        .where(eq(authOutbox.email, email.toLowerCase()))
        .orderBy(desc(authOutbox.id))
        .limit(1);
      if (!row) throw new ApiError(404, "account_not_found", `No account with ${email}`);
      return { kind: row.kind as OutboxMessage["kind"], email: row.email, link: row.link, expiresAt: row.expiresAt };
    },
    async outbox(limit = 100) {
      return db.select().from(authOutbox).orderBy(desc(authOutbox.id)).limit(limit);
    },
    /** Resolves when every mail being sent now has its outcome written (shutdown waits for it). */
    async mailSettled(): Promise<void> {
      while (sending.size > 0) await Promise.all(sending);
    },
  };
}
export type Accounts = Awaited<ReturnType<typeof createAccounts>>;

const fetchMetadata = ["sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", "sec-fetch-user"];

/**
 * Headers as better-auth should judge them, after our own Origin check (`checkOrigin`) let the request through.
 * Without an Origin, better-auth reads Fetch Metadata as a browser's and refuses (MISSING_OR_NULL_ORIGIN):
 * Node's fetch sends `sec-fetch-mode: cors` and no Origin. A browser always sends Origin with a POST, so
 * without one the caller is no browser whose cookies could be abused: its Fetch Metadata is left out (in
 * place). Answers whether any was.
 */
function dropFetchMetadataUnlessBrowser(headers: Headers): boolean {
  if (headers.has("origin")) return false;
  const present = fetchMetadata.filter((name) => headers.has(name));
  for (const name of present) headers.delete(name);
  return present.length > 0;
}

/** The request with `dropFetchMetadataUnlessBrowser` applied (a copy only when something was left out). */
function withoutFetchMetadataUnlessBrowser(request: Request): Request {
  const headers = new Headers(request.headers);
  return dropFetchMetadataUnlessBrowser(headers) ? new Request(request, { headers }) : request;
}

/**
 * What a server-side call needs to know where it was asked (links and cookies follow the request's origin).
 * The body is passed on its own, already read.
 */
function from(request: Request) {
  const headers = new Headers(request.headers);
  if (!headers.has("host")) headers.set("host", new URL(request.url).host);
  return { headers, request: new Request(request.url, { method: request.method, headers }) };
}

function randomPassword(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
}
