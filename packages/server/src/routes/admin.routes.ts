import { getConnInfo } from "@hono/node-server/conninfo";
import { apiRoutes } from "@hub-of-minds/core";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type AdminAuth, adminCookieName, adminSessionTtlMs } from "../admin/admin-auth";
import type { LoginThrottle } from "../admin/login-throttle";
import { checkOrigin, requestOrigin } from "../http/admin-guard";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import type { createAdminStatusService } from "../services/admin-status.service";

/** The client a failed login is counted against: its socket address (headers can be forged). */
function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function adminRoutes(
  app: ApiApp,
  auth: AdminAuth,
  throttle: LoginThrottle,
  status: ReturnType<typeof createAdminStatusService>,
) {
  app.openapi(
    {
      ...apiRoutes.adminLogin,
      // The lockout and the origin check come before the body is read.
      middleware: async (c, next) => {
        checkOrigin(c);
        const wait = throttle.retryAfterSeconds(clientOf(c));
        if (wait > 0) {
          throw new ApiError(
            429,
            "too_many_logins",
            "Too many failed logins; try again later",
            { retryAfterSeconds: wait },
            { "Retry-After": String(wait) },
          );
        }
        await next();
      },
    },
    async (c) => {
      const client = clientOf(c);
      const { password } = c.req.valid("json");
      if (!(await auth.checkPassword(password))) {
        await sleep(throttle.fail(client));
        throw new ApiError(401, "invalid_admin_password", "Invalid administrator password");
      }
      throttle.succeed(client);
      const token = await auth.startSession();
      setCookie(c, adminCookieName, token, {
        httpOnly: true,
        sameSite: "Strict",
        secure: requestOrigin(c).startsWith("https:"),
        path: "/",
        maxAge: Math.floor(adminSessionTtlMs / 1000),
      });
      return c.json({ active: true }, 200);
    },
  );
  app.openapi(apiRoutes.adminLogout, async (c) => {
    checkOrigin(c);
    await auth.endSession(getCookie(c, adminCookieName));
    deleteCookie(c, adminCookieName, { path: "/" });
    return c.json({ active: false }, 200);
  });
  app.openapi(apiRoutes.getAdminSession, async (c) =>
    c.json({ active: await auth.isActive(getCookie(c, adminCookieName)) }, 200),
  );
  app.openapi(apiRoutes.getAdminStatus, async (c) => c.json(await status.cards(), 200));
}
