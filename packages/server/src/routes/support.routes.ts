import { supportTicketSchema } from "@hub-of-minds/core";
import { Hono, type MiddlewareHandler } from "hono";
import { readJson } from "../http/read-json";
import type { createSupportService } from "../services/support.service";

export function supportRoutes(support: ReturnType<typeof createSupportService>, admin: MiddlewareHandler) {
  return new Hono()
    .post("/tickets", async (c) => c.json(await support.submit(await readJson(c, supportTicketSchema)), 201))
    .get("/tickets", admin, async (c) => c.json(await support.list()));
}
