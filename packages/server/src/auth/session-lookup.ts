import { createHmac, createSecretKey, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, preparedStatement } from "../db/database";
import { authSessions, authUsers } from "../db/schema";
import type { SignedInAccount } from "./accounts";

/** What better-auth's `getSession` goes by, read from its context (`await auth.$context`). */
export interface SessionRules {
  secret: string;
  authCookies: {
    sessionToken: { name: string };
    sessionData: { name: string };
    dontRememberToken: { name: string };
  };
  /** Seconds, as better-auth keeps them. */
  sessionConfig: { expiresIn: number; updateAge: number };
}

/** The lookup's answer when better-auth's own `getSession` must decide (it may write: refresh, cleanup). */
export const undecided = "undecided";
export type SessionLookup = SignedInAccount | null | typeof undecided;

/** A better-auth user as the hub reads it (its two additional fields may be absent). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null | undefined;
  customerId?: number | null | undefined;
}

export function accountOf(user: SessionUser): SignedInAccount {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role === "admin" ? "admin" : "customer",
    customerId: user.customerId ?? null,
  };
}

interface SessionRow extends SessionUser {
  /** Milliseconds since the epoch, whole as a JavaScript Date reads the column. */
  expiresAtMs: number;
}

/**
 * The session of a Cookie header the way better-auth's `getSession` reads it, for its common case only: the
 * session cookie's signature checked with node:crypto (better-call imports the key into WebCrypto on every
 * call and hops to the thread pool) and the session with its user in one named query (the drizzle adapter
 * runs two). Still read from the database on every call, so a sign-out or a revoked session counts at once.
 * Whatever better-auth would write or do differently for (no such session, expired, due for refresh, a
 * dont_remember or session-data cookie, a cookie it would parse otherwise) answers `undecided`.
 */
export function createSessionLookup(db: Database, rules: SessionRules) {
  const key = createSecretKey(Buffer.from(rules.secret, "utf8"));
  const { sessionToken, sessionData, dontRememberToken } = rules.authCookies;
  const { expiresIn, updateAge } = rules.sessionConfig;

  const sessionOfToken = preparedStatement<SessionRow>(
    db,
    sql`select floor(extract(epoch from ${authSessions.expiresAt}) * 1000)::float8 as "expiresAtMs",
      ${authUsers.id} as "id", ${authUsers.email} as "email", ${authUsers.name} as "name",
      ${authUsers.role} as "role", ${authUsers.customerId} as "customerId"
    from ${authSessions} join ${authUsers} on ${authUsers.id} = ${authSessions.userId}
    where ${authSessions.token} = ${sql.placeholder("token")}`,
  );

  return async function lookUpSession(cookieHeader: string): Promise<SessionLookup> {
    const signed = sessionCookieOf(cookieHeader, sessionToken.name, sessionData.name, dontRememberToken.name);
    if (signed === undefined) return undecided;
    // better-call's `getSignedCookie`: `<token>.<base64 HMAC-SHA256>`, the signature 44 characters ending "=".
    const dot = signed.lastIndexOf(".");
    if (dot < 1) return undecided;
    const token = signed.slice(0, dot);
    const signature = signed.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith("=")) return undecided;
    // Decoded as better-call decodes it (atob), so exactly the signatures WebCrypto's verify accepts pass.
    let given: Buffer;
    try {
      given = Buffer.from(atob(signature), "latin1");
    } catch {
      return null;
    }
    const expected = createHmac("sha256", key).update(token, "utf8").digest();
    // A forged cookie: better-auth answers no session and writes nothing.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    const [row] = await sessionOfToken({ token });
    if (!row) return undecided;
    // better-auth's own rules, on this instance's clock as it keeps them (session.mjs `getSession`).
    const now = Date.now();
    if (row.expiresAtMs < now) return undecided;
    if (row.expiresAtMs - expiresIn * 1000 + updateAge * 1000 <= now) return undecided;
    return accountOf(row);
  };
}

/**
 * The session cookie's value (decoded as better-call decodes it), or undefined when better-auth would read the
 * header in a way this lookup does not follow: no session cookie or two, a dont_remember cookie (no refresh,
 * another cookie age), a session-data cookie or its chunks (better-auth clears them).
 */
function sessionCookieOf(header: string, session: string, data: string, dontRemember: string): string | undefined {
  let value: string | undefined;
  let count = 0;
  // better-call's `parseCookies`: `;`-separated `name=value`, a part without `=` skipped, both trimmed.
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name === dontRemember || name === data || name.startsWith(`${data}.`)) return undefined;
    if (name !== session) continue;
    count++;
    value = part.slice(eq + 1).trim();
  }
  if (count !== 1 || !value || value.startsWith('"')) return undefined;
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return undefined;
  }
}
