import { agentSchema, integrationSchema, listAiModels } from "@hub-of-minds/core";
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/database";
import { agents, integrations } from "../db/schema";

/** The agents and integrations the YAML configs define (mirrored in the database), and the AI models. */
export function agentsRoutes(db: Database) {
  return new Hono().get("/", async (c) =>
    c.json((await db.select().from(agents).orderBy(asc(agents.id))).map((row) => agentSchema.parse(row))),
  );
}

export function integrationsRoutes(db: Database) {
  return new Hono().get("/", async (c) =>
    c.json(
      (await db.select().from(integrations).orderBy(asc(integrations.id))).map((row) => integrationSchema.parse(row)),
    ),
  );
}

export function aiModelsRoutes() {
  const models = listAiModels();
  return new Hono().get("/", (c) => c.json(models));
}
