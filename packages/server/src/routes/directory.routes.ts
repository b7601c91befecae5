import { agentSchema, apiRoutes, integrationSchema, listAiModels } from "@hub-of-minds/core";
import { asc } from "drizzle-orm";
import { liveAgents } from "../agents/agent-status";
import { type Database, rowsOf } from "../db/database";
import { integrations } from "../db/schema";
import type { ApiApp } from "../http/api-app";

/** The agents and integrations the YAML configs define (mirrored in the database), and the AI models. */
export function directoryRoutes(app: ApiApp, db: Database) {
  app.openapi(apiRoutes.listAgents, async (c) =>
    c.json(
      (await rowsOf(db, liveAgents())).map((row) => agentSchema.parse(row)),
      200,
    ),
  );
  app.openapi(apiRoutes.listIntegrations, async (c) =>
    c.json(
      (await db.select().from(integrations).orderBy(asc(integrations.id))).map((row) => integrationSchema.parse(row)),
      200,
    ),
  );
  const models = listAiModels();
  app.openapi(apiRoutes.listAiModels, (c) => c.json(models, 200));
}
