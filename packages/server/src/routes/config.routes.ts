import { apiRoutes } from "@hub-of-minds/core";
import { type ConfigStore, parseConfigFilename } from "../configs/config-store";
import type { ApiApp } from "../http/api-app";
import type { ActivityLog } from "../services/activity.service";

export function configRoutes(app: ApiApp, store: ConfigStore, activity: ActivityLog) {
  app.openapi(apiRoutes.listConfigFiles, (c) => c.json(store.list(), 200));
  app.openapi(apiRoutes.reloadConfigFiles, async (c) => {
    const list = await store.reloadAll();
    const invalid = list.filter((file) => !file.isValid).map((file) => file.filename);
    await activity.record(
      "config_reloaded",
      invalid.length ? `Reloaded all configurations (invalid: ${invalid.join(", ")})` : "Reloaded all configurations",
    );
    return c.json(list, 200);
  });
  app.openapi(apiRoutes.getConfigFile, async (c) => c.json(await store.read(c.req.valid("param").filename), 200));
  app.openapi(
    {
      ...apiRoutes.updateConfigFile,
      // Unknown names are refused before the body is read.
      middleware: async (c, next) => {
        parseConfigFilename(c.req.param("filename") ?? "");
        await next();
      },
    },
    async (c) => c.json(await store.write(c.req.valid("param").filename, c.req.valid("json").content), 200),
  );
}
