import { escapeHtml } from "./embed-snippets";

/** The environment variable the backend snippet reads the secret from: it never sits in code or a page. */
export const identitySecretVariable = "HOM_IDENTITY_SECRET";

/**
 * What the customer's backend runs to vouch for its signed-in user: the hex HMAC-SHA256 of the user's id,
 * keyed with the bytes the 64 hex characters of the identity secret spell (as the hub checks it, and as the
 * README shows it).
 */
export function userHashSnippet(): string {
  return [
    "// On your server only: the secret must never reach the browser.",
    'import crypto from "node:crypto";',
    "",
    "// userId: the id of the user signed in to your site, e.g. String(user.id)",
    "const userHash = crypto",
    `  .createHmac("sha256", Buffer.from(process.env.${identitySecretVariable}, "hex"))`,
    "  .update(userId)",
    '  .digest("hex");',
  ].join("\n");
}

/** The chat element as the customer's page template writes it for a signed-in user. */
export function verifiedChatSnippet(publishableKey: string): string {
  const key = publishableKey.trim() || "pk_YOUR_KEY";
  return [
    "<hom-chat",
    `  publishable-key="${escapeHtml(key)}"`,
    '  user-id="USER_ID"',
    '  user-hash="USER_HASH"',
    "></hom-chat>",
  ].join("\n");
}
