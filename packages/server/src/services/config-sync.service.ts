import type { Agent, Integration } from "@hub-of-minds/core";
import { inArray, notInArray, sql } from "drizzle-orm";
import { liveAgents } from "../agents/agent-status";
import type { ConfigChange, ConfigStore } from "../configs/config-store";
import { type Database, rowsOf } from "../db/database";
import { agents, integrations } from "../db/schema";
import type { EventBus } from "../live/event-bus";
import type { ActivityLog } from "./activity.service";

const sameAgent = (a: Agent, b: Agent) =>
  a.name === b.name && a.type === b.type && a.status === b.status && a.currentTask === b.currentTask;
const sameIntegration = (a: Integration, b: Integration) =>
  a.name === b.name && a.type === b.type && a.status === b.status;

/** Mirrors agent_behaviors.yaml into the agents table; announces each agent that changed. */
export async function syncAgents(db: Database, bus: EventBus | undefined, wanted: readonly Agent[]) {
  const current = new Map((await db.select().from(agents)).map((row) => [row.id, row as Agent]));
  const ids = wanted.map((agent) => agent.id);
  if (ids.length) await db.delete(agents).where(notInArray(agents.id, ids));
  else await db.delete(agents);
  for (const definition of wanted) {
    const before = current.get(definition.id);
    // The file gives the resting state; a task at work is shown over it (agent-status.ts liveAgents).
    const agent: Agent = {
      id: definition.id,
      name: definition.name,
      type: definition.type,
      status: definition.status,
      currentTask: definition.currentTask,
    };
    if (before && sameAgent(before, agent)) continue;
    await db
      .insert(agents)
      .values(agent)
      .onConflictDoUpdate({
        target: agents.id,
        set: { name: agent.name, type: agent.type, status: agent.status, currentTask: agent.currentTask },
      });
    if (bus) {
      const [shown] = await rowsOf<Agent>(db, liveAgents(sql`a.id = ${agent.id}`));
      bus.publish("agent_update", shown ?? agent);
    }
    if (before?.currentTask !== agent.currentTask && agent.currentTask) {
      bus?.publish("agent_activity", { agentId: agent.id, activity: agent.currentTask });
    }
  }
}

/** Mirrors integrations.yaml into the integrations table; announces each integration that changed. */
export async function syncIntegrations(db: Database, bus: EventBus | undefined, wanted: readonly Integration[]) {
  const current = new Map((await db.select().from(integrations)).map((row) => [row.id, row as Integration]));
  const ids = wanted.map((integration) => integration.id);
  const removed = [...current.keys()].filter((id) => !ids.includes(id));
  if (removed.length) await db.delete(integrations).where(inArray(integrations.id, removed));
  for (const entry of wanted) {
    // Webhook settings stay in the file: the table (and GET /api/integrations) shows the public part.
    const integration: Integration = { id: entry.id, name: entry.name, type: entry.type, status: entry.status };
    const before = current.get(integration.id);
    if (before && sameIntegration(before, integration)) continue;
    await db
      .insert(integrations)
      .values(integration)
      .onConflictDoUpdate({
        target: integrations.id,
        set: { name: integration.name, type: integration.type, status: integration.status },
      });
    bus?.publish("integration_status", integration);
  }
}

const activityOf: Record<Exclude<ConfigChange["source"], "remote">, { type: string; verb: string }> = {
  saved: { type: "config_saved", verb: "Saved" },
  reloaded: { type: "config_reloaded", verb: "Reloaded" },
  disk: { type: "config_changed_on_disk", verb: "Picked up a hand edit of" },
};

/**
 * Makes the configs drive the hub: mirrors agents and integrations at start and on every change,
 * announces `config_update`, and records saves and hand edits in the activity log.
 */
export async function connectConfigSync(
  store: ConfigStore,
  db: Database,
  bus: EventBus,
  activity: ActivityLog,
): Promise<void> {
  const apply = async (filename: ConfigChange["filename"]) => {
    const settings = store.settings();
    if (filename === "agent_behaviors.yaml") await syncAgents(db, bus, settings["agent_behaviors.yaml"].agents);
    if (filename === "integrations.yaml") {
      await syncIntegrations(db, bus, settings["integrations.yaml"].integrations);
    }
  };
  await syncAgents(db, undefined, store.settings()["agent_behaviors.yaml"].agents);
  await syncIntegrations(db, undefined, store.settings()["integrations.yaml"].integrations);
  store.onChange(async (change) => {
    // Another instance saved it: that instance mirrored the tables, announced it to every instance's
    // sockets and recorded it; this one only takes the new settings (done by the store before this call).
    if (change.source === "remote") return;
    await apply(change.filename);
    bus.publish("config_update", { filename: change.filename, isValid: change.isValid });
    // A reload of all four is recorded once by the route, not once per file.
    if (change.source === "reloaded") return;
    const { type, verb } = activityOf[change.source];
    const suffix = change.isValid ? "" : " (invalid: last good settings kept)";
    await activity.record(type, `${verb} ${change.filename}${suffix}`, { filename: change.filename });
  });
}
