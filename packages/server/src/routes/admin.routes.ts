import { apiRoutes } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { LoginThrottle } from "../admin/login-throttle";
import type { PasswordCheckGate } from "../admin/password-check-gate";
import type { Accounts } from "../auth/accounts";
import { refusalOf } from "../auth/auth.routes";
import { secureOverHttps } from "../auth/secure-cookie";
import { throttledSignIn } from "../auth/throttled-sign-in";
import { checkOrigin } from "../http/admin-guard";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import { noStore } from "../http/security-headers";
import type { createAdminStatusService } from "../services/admin-status.service";

/** Copies the session cookie better-auth set (or cleared) onto our answer, Secure when served over https. */
export function forwardCookies(from: Response, c: Context): void {
  const cookies = from.headers.getSetCookie();
  for (const cookie of cookies) c.header("set-cookie", secureOverHttps(cookie, c), { append: true });
  if (cookies.length) c.header("Cache-Control", noStore);
}

/**
 * The portal's password gate: the administrator account of the accounts (ADMIN_PASSWORD), checked against the
 * database on every attempt, through the same throttle as every other sign-in.
 */
export function adminRoutes(
  app: ApiApp,
  accounts: Accounts,
  throttle: LoginThrottle,
  gate: PasswordCheckGate,
  status: ReturnType<typeof createAdminStatusService>,
) {
  const signIn = throttledSignIn(throttle, gate);
  app.openapi(
    {
      ...apiRoutes.adminLogin,
      // The origin check comes before the body is read.
      middleware: async (c, next) => {
        checkOrigin(c);
        await next();
      },
    },
    async (c) => {
      const { password } = c.req.valid("json");
      const answer = await signIn(c, () => accounts.signIn(accounts.adminEmail, password, c.req.raw));
      // Only a wrong password is one; any other refusal (a malformed request, an origin) says what it is.
      if (answer.status === 401) throw new ApiError(401, "invalid_admin_password", "Invalid administrator password");
      if (!answer.ok) throw await refusalOf(answer);
      forwardCookies(answer, c);
      return c.json({ active: true }, 200);
    },
  );
  app.openapi(apiRoutes.adminLogout, async (c) => {
    checkOrigin(c);
    if (await accounts.sessionOf(c.req.raw)) forwardCookies(await accounts.signOut(c.req.raw), c);
    return c.json({ active: false }, 200);
  });
  app.openapi(apiRoutes.getAdminSession, async (c) =>
    c.json({ active: (await accounts.sessionOf(c.req.raw))?.role === "admin" }, 200),
  );
  app.openapi(apiRoutes.getAdminStatus, async (c) => c.json(await status.cards(), 200));
}
