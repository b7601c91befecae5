import type { ClusterAnalytics, ClusterApp, ClusterSkillAnalytics } from "@hub-of-minds/core";
import { and, eq, like, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { agentTaskSteps, customerApps, skillRuns, workflows } from "../db/schema";

/**
 * One installed app's figures for its Analytics dialog: the same sources as the hub-wide counts (direct skill
 * runs and the agents' tool steps, named `app-id/skill-name`), kept to that app and split by skill.
 */
export async function appAnalytics(
  db: Database,
  app: ClusterApp,
  customerId: number,
  installed: boolean,
): Promise<ClusterAnalytics> {
  const direct = await db
    .select({
      name: skillRuns.skillName,
      n: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${skillRuns.executedAt})`,
    })
    .from(skillRuns)
    .innerJoin(customerApps, eq(customerApps.id, skillRuns.customerAppId))
    .where(and(eq(customerApps.customerId, customerId), eq(customerApps.appId, app.id)))
    .groupBy(skillRuns.skillName);
  const byAgents = await db
    .select({
      name: agentTaskSteps.name,
      n: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${agentTaskSteps.createdAt})`,
    })
    .from(agentTaskSteps)
    // The app id is a slug, so it holds no LIKE wildcard.
    .where(and(eq(agentTaskSteps.kind, "tool"), like(agentTaskSteps.name, `${app.id}/%`)))
    .groupBy(agentTaskSteps.name);
  const flows = await db.select({ steps: workflows.steps }).from(workflows);

  const latest = (a: string | null, b: string | null) => {
    if (!a || !b) return a ?? b;
    return new Date(a) > new Date(b) ? a : b;
  };
  const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
  const skills: ClusterSkillAnalytics[] = app.skills.map((skill) => {
    const run = direct.find((row) => row.name === skill.name);
    const call = byAgents.find((row) => row.name === `${app.id}/${skill.name}`);
    return {
      name: skill.name,
      executions: Number(run?.n ?? 0) + Number(call?.n ?? 0),
      lastExecutedAt: iso(latest(run?.last ?? null, call?.last ?? null)),
    };
  });
  return {
    installedApps: installed ? 1 : 0,
    activeSkills: installed ? app.skills.length : 0,
    workflows: flows.filter((flow) => flow.steps.some((step) => step.appId === app.id)).length,
    executions: skills.reduce((sum, skill) => sum + skill.executions, 0),
    skills,
  };
}
