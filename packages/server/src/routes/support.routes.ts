import { apiRoutes } from "@hub-of-minds/core";
import { limitByAddress } from "../gateway/rate-limit.middleware";
import type { RateLimiter } from "../gateway/rate-limiter";
import { checkOrigin } from "../http/admin-guard";
import type { ApiApp } from "../http/api-app";
import type { createSupportService } from "../services/support.service";

export function supportRoutes(app: ApiApp, support: ReturnType<typeof createSupportService>, perAddress: RateLimiter) {
  const limit = limitByAddress(perAddress);
  app.openapi(
    {
      ...apiRoutes.submitSupportTicket,
      // Only the hub's own support page submits tickets, a handful per address: checked before the body.
      middleware: async (c, next) => {
        checkOrigin(c);
        return limit(c, next);
      },
    },
    async (c) => c.json(await support.submit(c.req.valid("json")), 201),
  );
  app.openapi(apiRoutes.listSupportTickets, async (c) => c.json(await support.list(), 200));
}
