import { configUpdateBodySchema } from "@hub-of-minds/core";
import { Hono, type MiddlewareHandler } from "hono";
import { type ConfigStore, parseConfigFilename } from "../configs/config-store";
import { readJson } from "../http/read-json";
import type { ActivityLog } from "../services/activity.service";

export function configRoutes(store: ConfigStore, admin: MiddlewareHandler, activity: ActivityLog) {
  return new Hono()
    .get("/", (c) => c.json(store.list()))
    .post("/reload", admin, async (c) => {
      const list = await store.reloadAll();
      const invalid = list.filter((file) => !file.isValid).map((file) => file.filename);
      await activity.record(
        "config_reloaded",
        invalid.length ? `Reloaded all configurations (invalid: ${invalid.join(", ")})` : "Reloaded all configurations",
      );
      return c.json(list);
    })
    .get("/:filename", async (c) => c.json(await store.read(c.req.param("filename"))))
    .put("/:filename", admin, async (c) => {
      const filename = c.req.param("filename");
      // Unknown names are refused before the body is read.
      parseConfigFilename(filename);
      const body = await readJson(c, configUpdateBodySchema);
      return c.json(await store.write(filename, body.content));
    });
}
