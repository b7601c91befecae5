import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import type { createSupportService } from "../services/support.service";

export function supportRoutes(app: ApiApp, support: ReturnType<typeof createSupportService>) {
  app.openapi(apiRoutes.submitSupportTicket, async (c) => c.json(await support.submit(c.req.valid("json")), 201));
  app.openapi(apiRoutes.listSupportTickets, async (c) => c.json(await support.list(), 200));
}
