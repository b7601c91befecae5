import type { Context } from "hono";
import type { LoginThrottle } from "../admin/login-throttle";
import { GateFullError, type PasswordCheckGate } from "../admin/password-check-gate";
import { clientBucket } from "../gateway/client-address";
import { ApiError } from "../http/api-error";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every password sign-in (the portal's and /api/auth's) goes through here: counted per client in the database
 * before the password is checked (so concurrent guesses cannot pass the lockout together, on any instance),
 * run through the gate that caps concurrent password hashing, slowed when wrong, forgotten when right.
 */
export function throttledSignIn(throttle: LoginThrottle, gate: PasswordCheckGate) {
  return async (c: Context, check: () => Promise<Response>): Promise<Response> => {
    const client = clientBucket(c);
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
    const answer = await gate.run(check).catch((err: unknown) => {
      if (!(err instanceof GateFullError)) throw err;
      throw new ApiError(429, "login_busy", err.message, undefined, { "Retry-After": "1" });
    });
    if (answer.ok) await throttle.succeed(client);
    else if (answer.status === 401 || answer.status === 403) await sleep(attempt.delayMs);
    return answer;
  };
}
