import { clusterApps, personalityCatalogue } from "@hub-of-minds/core";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { activityLog, storageContainers, storageDocuments, workflows } from "../../db/schema";
import { SkillError, type SkillImplementation } from "./skill-context";

/** Reads one storage container's documents (all, or those added since a time) into the run. */
export const syncContainer: SkillImplementation = async (input, { db }) => {
  const containerId = String(input.containerId);
  const [container] = await db.select().from(storageContainers).where(eq(storageContainers.id, containerId));
  if (!container) throw new SkillError("container_not_found", `No storage container "${containerId}"`);
  const since = input.since === undefined ? undefined : new Date(String(input.since));
  if (since && Number.isNaN(since.getTime())) throw new SkillError("invalid_time", "since must be an ISO time");
  const rows = await db
    .select({ name: storageDocuments.name, sizeBytes: storageDocuments.sizeBytes, at: storageDocuments.createdAt })
    .from(storageDocuments)
    .where(
      since
        ? and(eq(storageDocuments.containerId, containerId), gte(storageDocuments.createdAt, since))
        : eq(storageDocuments.containerId, containerId),
    )
    .orderBy(desc(storageDocuments.createdAt))
    .limit(200);
  return {
    containerId,
    container: container.displayName,
    documents: rows.length,
    bytes: rows.reduce((sum, row) => sum + row.sizeBytes, 0),
    names: rows.slice(0, 20).map((row) => row.name),
  };
};

/** Counts the activity log of the last `days` by kind, with the latest entries (optionally one agent's). */
export const summarizeActivity: SkillImplementation = async (input, { db, now }) => {
  const days = Number(input.days);
  if (!Number.isInteger(days) || days < 1 || days > 365) {
    throw new SkillError("invalid_days", "days must be a whole number from 1 to 365");
  }
  const from = new Date(now().getTime() - days * 86_400_000);
  const agentId = input.agentId === undefined ? undefined : String(input.agentId);
  const where = agentId
    ? and(gte(activityLog.createdAt, from), sql`${activityLog.details}->>'agentId' = ${agentId}`)
    : gte(activityLog.createdAt, from);
  const byType = await db
    .select({ type: activityLog.actionType, n: sql<number>`count(*)::int` })
    .from(activityLog)
    .where(where)
    .groupBy(activityLog.actionType);
  const latest = await db
    .select({ description: activityLog.description, at: activityLog.createdAt })
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(5);
  return {
    days,
    ...(agentId ? { agentId } : {}),
    total: byType.reduce((sum, row) => sum + Number(row.n), 0),
    byType: Object.fromEntries(byType.map((row) => [row.type, Number(row.n)])),
    latest: latest.map((row) => ({ description: row.description, at: row.at.toISOString() })),
  };
};

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Searches the marketplace: personas (the catalogue), workflows (saved ones and the apps' skills). */
export const searchListings: SkillImplementation = async (input, { db }) => {
  const words = wordsOf(String(input.query));
  if (!words.length) throw new SkillError("empty_query", "query must contain a word");
  const kind = input.kind === undefined ? undefined : String(input.kind);
  if (kind !== undefined && kind !== "persona" && kind !== "workflow") {
    throw new SkillError("invalid_kind", "kind must be 'persona' or 'workflow'");
  }
  const score = (text: string) => {
    const have = new Set(wordsOf(text));
    return words.filter((word) => have.has(word)).length;
  };
  const listings: { kind: string; id: string; name: string; score: number }[] = [];
  if (kind !== "workflow") {
    for (const p of personalityCatalogue) {
      const s = score(`${p.name} ${p.title} ${p.description} ${p.expertise.join(" ")}`);
      if (s) listings.push({ kind: "persona", id: p.id, name: p.name, score: s });
    }
  }
  if (kind !== "persona") {
    for (const app of clusterApps) {
      for (const skill of app.skills) {
        const s = score(`${app.displayName} ${skill.name} ${skill.description}`);
        if (s) listings.push({ kind: "workflow", id: `${app.id}/${skill.name}`, name: skill.description, score: s });
      }
    }
    for (const flow of await db.select().from(workflows)) {
      const s = score(`${flow.name} ${flow.description}`);
      if (s) listings.push({ kind: "workflow", id: `workflow:${flow.id}`, name: flow.name, score: s });
    }
  }
  listings.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return { query: String(input.query), results: listings.slice(0, 10) };
};
