import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../db/database";
import { adminSessions, serverSettings } from "../db/schema";
import { hashPassword, verifyPassword } from "./password-hash";

export const adminCookieName = "hom_admin";
export const adminSessionTtlMs = 12 * 60 * 60 * 1000;
const passwordSettingKey = "admin_password_hash";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface AdminAuthOptions {
  /** From ADMIN_PASSWORD; without it a password is generated once, stored hashed and logged once. */
  password?: string | undefined;
  log?: (line: string) => void;
}

/** The administrator password check and the server-side sessions behind the HttpOnly cookie. */
export async function createAdminAuth(db: Database, options: AdminAuthOptions) {
  let passwordHash: string;
  const log = options.log ?? console.log;
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.key, passwordSettingKey));
  if (options.password) {
    if (stored && (await verifyPassword(options.password, stored.value))) {
      passwordHash = stored.value;
    } else {
      // A new ADMIN_PASSWORD: whoever held the old one must not stay signed in with it.
      passwordHash = await hashPassword(options.password);
      await db
        .insert(serverSettings)
        .values({ key: passwordSettingKey, value: passwordHash })
        .onConflictDoUpdate({ target: serverSettings.key, set: { value: passwordHash } });
      if (stored) {
        await db.delete(adminSessions);
        log("The administrator password changed: every administrator session was ended.");
      }
    }
  } else {
    if (stored) {
      passwordHash = stored.value;
    } else {
      const generated = randomBytes(18).toString("base64url");
      passwordHash = await hashPassword(generated);
      const inserted = await db
        .insert(serverSettings)
        .values({ key: passwordSettingKey, value: passwordHash })
        .onConflictDoNothing()
        .returning();
      if (inserted.length) {
        log(`Administrator password (shown once; set ADMIN_PASSWORD to choose your own): ${generated}`);
      } else {
        // Another instance generated one at the same moment; theirs is the one in use.
        const [winner] = await db.select().from(serverSettings).where(eq(serverSettings.key, passwordSettingKey));
        passwordHash = winner?.value ?? passwordHash;
      }
    }
  }

  return {
    checkPassword: (password: string) => verifyPassword(password, passwordHash),
    /** A new session; answers the cookie token (only its hash is stored). */
    async startSession(): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
      await db
        .insert(adminSessions)
        .values({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + adminSessionTtlMs) });
      return token;
    },
    async endSession(token: string | undefined): Promise<void> {
      if (token) await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
    },
    async isActive(token: string | undefined): Promise<boolean> {
      if (!token || token.length > 200) return false;
      const [row] = await db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.tokenHash, hashToken(token)));
      return Boolean(row && row.expiresAt.getTime() > Date.now());
    },
  };
}
export type AdminAuth = Awaited<ReturnType<typeof createAdminAuth>>;
