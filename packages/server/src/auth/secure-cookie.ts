import type { Context } from "hono";
import { requestOrigin } from "../http/admin-guard";
import { noStore } from "../http/security-headers";

/** Marks a Set-Cookie value Secure when the page was served over https (PUBLIC_URL or X-Forwarded-Proto). */
export function secureOverHttps(cookie: string, c: Context): string {
  if (!requestOrigin(c).startsWith("https:") || /;\s*secure\b/i.test(cookie)) return cookie;
  return `${cookie}; Secure`;
}

/** The same for a whole answer of better-auth's handler, which is then never stored by a cache. */
export function withSecureCookies(answer: Response, c: Context): Response {
  const cookies = answer.headers.getSetCookie();
  if (cookies.length === 0) return answer;
  const headers = new Headers(answer.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies) headers.append("set-cookie", secureOverHttps(cookie, c));
  headers.set("Cache-Control", noStore);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
