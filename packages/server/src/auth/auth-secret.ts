import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { serverSettings } from "../db/schema";

const settingKey = "auth_secret";

/**
 * The key better-auth signs session cookies with. Every instance on one database must use the same one, so
 * without BETTER_AUTH_SECRET it is generated once and kept in the database (the first instance's wins).
 */
export async function loadAuthSecret(db: Database): Promise<string> {
  await db
    .insert(serverSettings)
    .values({ key: settingKey, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, settingKey));
  if (!row) throw new Error("The session signing key could not be stored");
  return row.value;
}
