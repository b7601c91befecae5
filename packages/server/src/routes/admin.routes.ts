import { adminLoginSchema } from "@hub-of-minds/core";
import { Hono, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type AdminAuth, adminCookieName, adminSessionTtlMs } from "../admin/admin-auth";
import type { LoginThrottle } from "../admin/login-throttle";
import { GateFullError, type PasswordCheckGate } from "../admin/password-check-gate";
import { clientBucket } from "../gateway/client-address";
import { checkOrigin, requestOrigin } from "../http/admin-guard";
import { ApiError } from "../http/api-error";
import { readJson } from "../http/read-json";
import type { createAdminStatusService } from "../services/admin-status.service";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function adminRoutes(
  auth: AdminAuth,
  throttle: LoginThrottle,
  gate: PasswordCheckGate,
  admin: MiddlewareHandler,
  status: ReturnType<typeof createAdminStatusService>,
) {
  return new Hono()
    .post("/login", async (c) => {
      checkOrigin(c);
      const { password } = await readJson(c, adminLoginSchema);
      const client = clientBucket(c);
      // Counted before any password is checked, so concurrent guesses cannot pass the lockout together.
      const attempt = await throttle.attempt(client);
      if (!attempt.allowed) {
        c.header("Retry-After", String(attempt.retryAfterSeconds));
        throw new ApiError(429, "Too many failed logins; try again later", {
          retryAfterSeconds: attempt.retryAfterSeconds,
        });
      }
      const correct = await gate
        .run(() => auth.checkPassword(password))
        .catch((err: unknown) => {
          if (!(err instanceof GateFullError)) throw err;
          c.header("Retry-After", "1");
          throw new ApiError(429, err.message);
        });
      if (!correct) {
        await sleep(attempt.delayMs);
        throw new ApiError(401, "Invalid administrator password");
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
      return c.json({ active: true });
    })
    .post("/logout", async (c) => {
      checkOrigin(c);
      await auth.endSession(getCookie(c, adminCookieName));
      deleteCookie(c, adminCookieName, { path: "/" });
      return c.json({ active: false });
    })
    .get("/session", async (c) => c.json({ active: await auth.isActive(getCookie(c, adminCookieName)) }))
    .get("/status", admin, async (c) => c.json(await status.cards()));
}
