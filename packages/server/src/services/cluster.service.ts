import {
  type ClusterApp,
  type CustomerApp,
  clusterApps,
  dependentsOf,
  missingDependencies,
  type SkillExecution,
  type SkillExecutionResult,
} from "@hub-of-minds/core";
import { and, asc, eq } from "drizzle-orm";
import { executeSkill } from "../agents/skill-executor";
import type { SkillContext } from "../agents/skills/skill-context";
import type { Database } from "../db/database";
import { customerApps, skillRuns } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { ActivityLog } from "./activity.service";

/** The screens use a fixed customer (spec 000, section 6). */
export const demoCustomerId = 1;

const appsById = new Map(clusterApps.map((app) => [app.id, app]));

function findApp(appId: string): ClusterApp {
  const app = appsById.get(appId);
  if (!app) throw new ApiError(404, "cluster_app_not_found", `Unknown cluster app: ${appId}`);
  return app;
}

function toCustomerApp(row: typeof customerApps.$inferSelect): CustomerApp {
  const app = findApp(row.appId);
  return {
    id: String(row.id),
    appId: row.appId,
    isActive: row.isActive,
    installedAt: row.installedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    app: { displayName: app.displayName, category: app.category },
  };
}

export function createClusterService(
  db: Database,
  activity: ActivityLog,
  /** What a skill may use (the agents' context: the gateway for language skills, the queue for workflows). */
  skillContext: (signal: AbortSignal) => SkillContext,
  customerId = demoCustomerId,
) {
  const records = () =>
    db.select().from(customerApps).where(eq(customerApps.customerId, customerId)).orderBy(asc(customerApps.id));
  const installedIds = async () =>
    (await records()).filter((row) => row.isActive && appsById.has(row.appId)).map((row) => row.appId);

  return {
    async customerApps(): Promise<CustomerApp[]> {
      return (await records()).filter((row) => appsById.has(row.appId)).map(toCustomerApp);
    },

    async install(appId: string): Promise<CustomerApp> {
      const app = findApp(appId);
      const installed = await installedIds();
      if (installed.includes(appId))
        throw new ApiError(409, "app_already_installed", `${app.displayName} is already installed`);
      const missing = missingDependencies(appId, installed);
      if (missing.length) {
        throw new ApiError(409, "missing_dependencies", `${app.displayName} needs other apps installed first`, {
          missingDependencies: missing,
        });
      }
      const [row] = await db
        .insert(customerApps)
        .values({ customerId, appId, isActive: true })
        .onConflictDoUpdate({
          target: [customerApps.customerId, customerApps.appId],
          set: { isActive: true, installedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error("the installation record was not stored");
      await activity.record("app_installed", `Installed ${app.displayName}`, { appId });
      return toCustomerApp(row);
    },

    async uninstall(appId: string): Promise<CustomerApp> {
      const app = findApp(appId);
      const installed = await installedIds();
      if (!installed.includes(appId))
        throw new ApiError(404, "app_not_installed", `${app.displayName} is not installed`);
      const dependents = dependentsOf(appId, installed);
      if (dependents.length) {
        throw new ApiError(409, "app_has_dependents", `Installed apps depend on ${app.displayName}`, { dependents });
      }
      const [row] = await db
        .update(customerApps)
        .set({ isActive: false })
        .where(and(eq(customerApps.customerId, customerId), eq(customerApps.appId, appId)))
        .returning();
      if (!row) throw new Error("the installation record was not updated");
      await activity.record("app_uninstalled", `Uninstalled ${app.displayName}`, { appId });
      return toCustomerApp(row);
    },

    async execute(call: SkillExecution): Promise<SkillExecutionResult> {
      const app = findApp(call.appId);
      const skill = app.skills.find((candidate) => candidate.name === call.skillName);
      if (!skill) throw new ApiError(404, "skill_not_found", `${app.displayName} has no skill named ${call.skillName}`);
      const [record] = await db
        .select()
        .from(customerApps)
        .where(
          and(eq(customerApps.customerId, customerId), eq(customerApps.appId, app.id), eq(customerApps.isActive, true)),
        );
      if (!record) throw new ApiError(404, "app_not_installed", `${app.displayName} is not installed`);
      const output = await executeSkill(app, skill, call.input, skillContext(AbortSignal.timeout(60_000)));
      const executedAt = new Date();
      await db.insert(skillRuns).values({ customerAppId: record.id, skillName: skill.name, input: call.input, output });
      await db.update(customerApps).set({ lastUsedAt: executedAt }).where(eq(customerApps.id, record.id));
      await activity.record("skill_executed", `Ran ${skill.name} of ${app.displayName}`, {
        appId: app.id,
        skillName: skill.name,
      });
      return { appId: app.id, skillName: skill.name, output, executedAt: executedAt.toISOString() };
    },
  };
}
export type ClusterService = ReturnType<typeof createClusterService>;
