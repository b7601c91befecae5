import { Hono } from "hono";
import type { createStorageService } from "../services/storage.service";

export function storageRoutes(storage: ReturnType<typeof createStorageService>) {
  return new Hono()
    .get("/statistics", async (c) => c.json(await storage.statistics()))
    .get("/containers", async (c) => c.json(await storage.containers(c.req.query("storageType"))));
}
