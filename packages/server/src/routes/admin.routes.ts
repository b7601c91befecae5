import { apiRoutes } from "@hub-of-minds/core";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type AdminAuth, adminCookieName, adminSessionTtlMs } from "../admin/admin-auth";
import type { LoginThrottle } from "../admin/login-throttle";
import { GateFullError, type PasswordCheckGate } from "../admin/password-check-gate";
import { clientBucket } from "../gateway/client-address";
import { checkOrigin, requestOrigin } from "../http/admin-guard";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import type { createAdminStatusService } from "../services/admin-status.service";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function adminRoutes(
  app: ApiApp,
  auth: AdminAuth,
  throttle: LoginThrottle,
  gate: PasswordCheckGate,
  status: ReturnType<typeof createAdminStatusService>,
) {
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
      const client = clientBucket(c);
      // Counted before any password is checked, so concurrent guesses cannot pass the lockout together.
      const attempt = await throttle.attempt(client);
      if (!attempt.allowed) {
        const wait = String(attempt.retryAfterSeconds);
        throw new ApiError(
          429,
          "too_many_logins",
          "Too many failed logins; try again later",
          { retryAfterSeconds: attempt.retryAfterSeconds },
          { "Retry-After": wait },
        );
      }
      const correct = await gate
        .run(() => auth.checkPassword(password))
        .catch((err: unknown) => {
          if (!(err instanceof GateFullError)) throw err;
          throw new ApiError(429, "login_busy", err.message, undefined, { "Retry-After": "1" });
        });
      if (!correct) {
        await sleep(attempt.delayMs);
        throw new ApiError(401, "invalid_admin_password", "Invalid administrator password");
      }
      await throttle.succeed(client);
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
