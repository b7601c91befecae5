import type { ApiErrorCode } from "@hub-of-minds/core";
import type { Context } from "hono";
import type { LoginThrottle } from "../admin/login-throttle";
import type { PasswordCheckGate } from "../admin/password-check-gate";
import { clientBucket } from "../gateway/client-address";
import { checkOrigin } from "../http/admin-guard";
import type { ApiApp } from "../http/api-app";
import { ApiError, errorResponse } from "../http/api-error";
import type { Accounts } from "./accounts";
import { withSecureCookies } from "./secure-cookie";
import { throttledSignIn } from "./throttled-sign-in";

/** better-auth's error codes the site branches on, in the hub's one error shape. */
const codeOf: Record<string, ApiErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid_credentials",
  INVALID_PASSWORD: "invalid_credentials",
  INVALID_TOKEN: "invalid_token",
  USER_NOT_FOUND: "account_not_found",
};

/** A library error answer (status >= 400, JSON) as the hub's error, with better-auth's code mapped. */
export async function refusalOf(answer: Response): Promise<ApiError> {
  const body = (await answer.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = codeOf[body.code ?? ""] ?? (answer.status === 403 ? "cross_origin_refused" : "invalid_request");
  const headers: Record<string, string> = {};
  const retry = answer.headers.get("retry-after");
  if (retry) headers["Retry-After"] = retry;
  const status = answer.status as ApiError["status"];
  return new ApiError(status, code, body.message || answer.statusText || "Request refused", undefined, headers);
}

/** A library error answer rewritten into `{code, message}`; anything else passes as it is. */
async function inOneShape(answer: Response): Promise<Response> {
  if (answer.status < 400 || !answer.headers.get("content-type")?.includes("json")) return answer;
  const refusal = await refusalOf(answer);
  return errorResponse(refusal.status, refusal.code, refusal.message, undefined, refusal.headers);
}

/**
 * better-auth's own routes under /api/auth/* (sign-in, sign-out, session, password reset, change password).
 * Password checks go through the hub's throttle; reset requests are limited per client the same way.
 */
export function authRoutes(app: ApiApp, accounts: Accounts, throttle: LoginThrottle, gate: PasswordCheckGate) {
  const signIn = throttledSignIn(throttle, gate);
  const passwordPaths = new Set(["/api/auth/sign-in/email", "/api/auth/change-password"]);
  const handle = async (c: Context) => {
    checkOrigin(c);
    const path = c.req.path;
    if (c.req.method === "POST" && passwordPaths.has(path)) {
      return withSecureCookies(await inOneShape(await signIn(c, () => accounts.handle(c.req.raw))), c);
    }
    if (c.req.method === "POST" && path === "/api/auth/request-password-reset") {
      // Every request writes to the outbox (and may send mail): a handful per client, then 429.
      const attempt = await throttle.attempt(`reset:${clientBucket(c)}`);
      if (!attempt.allowed) {
        throw new ApiError(
          429,
          "rate_limited",
          "Too many reset requests; try again later",
          { retryAfterSeconds: attempt.retryAfterSeconds },
          { "Retry-After": String(attempt.retryAfterSeconds) },
        );
      }
    }
    return withSecureCookies(await inOneShape(await accounts.handle(c.req.raw)), c);
  };
  app.on(["GET", "POST"], "/api/auth/*", handle);
}
