import { supportTicketSchema } from "@hub-of-minds/core";
import { Hono, type MiddlewareHandler } from "hono";
import { limitByAddress } from "../gateway/rate-limit.middleware";
import type { RateLimiter } from "../gateway/rate-limiter";
import { checkOrigin } from "../http/admin-guard";
import { readJson } from "../http/read-json";
import type { createSupportService } from "../services/support.service";

export function supportRoutes(
  support: ReturnType<typeof createSupportService>,
  admin: MiddlewareHandler,
  perAddress: RateLimiter,
) {
  return new Hono()
    .post(
      "/tickets",
      async (c, next) => {
        // Only the hub's own support page submits tickets; other sites' pages may not post for their visitors.
        checkOrigin(c);
        await next();
      },
      limitByAddress(perAddress),
      async (c) => c.json(await support.submit(await readJson(c, supportTicketSchema)), 201),
    )
    .get("/tickets", admin, async (c) => c.json(await support.list()));
}
