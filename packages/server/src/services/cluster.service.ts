import {
  type ClusterApp,
  type ClusterInstall,
  type CustomerApp,
  clusterApps,
  dependentsOf,
  missingDependencies,
  type SkillExecution,
  type SkillExecutionResult,
} from "@hub-of-minds/core";
import { and, asc, eq, sql } from "drizzle-orm";
import { executeSkill } from "../agents/skill-executor";
import type { SkillContext } from "../agents/skills/skill-context";
import type { Database } from "../db/database";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import { customerApps, skillRuns } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { ActivityLog } from "./activity.service";

/** The screens use a fixed customer (spec 000, section 6). */
export const demoCustomerId = 1;

/** The advisory lock held while a customer's installations change: this key, then the customer id. */
const installationsLockKey = 29_006;

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
  type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
  const records = (from: Database | Transaction = db) =>
    from.select().from(customerApps).where(eq(customerApps.customerId, customerId)).orderBy(asc(customerApps.id));
  const installedIds = async (from: Database | Transaction) =>
    (await records(from)).filter((row) => row.isActive && appsById.has(row.appId)).map((row) => row.appId);
  /**
   * Reads and changes the installations in one transaction under a per-customer lock, so an install and an
   * uninstall running at once cannot leave an app installed without an app it needs.
   */
  const changeInstallations = <T>(work: (tx: Transaction) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${installationsLockKey}, ${customerId})`);
      return work(tx);
    });
  const activate = async (tx: Transaction, app: ClusterApp) => {
    const [row] = await tx
      .insert(customerApps)
      .values({ customerId, appId: app.id, isActive: true })
      .onConflictDoUpdate({
        target: [customerApps.customerId, customerApps.appId],
        set: { isActive: true, installedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error("the installation record was not stored");
    return row;
  };
  /** Stores each step in turn; a failed one rolls the transaction back and is named in the error. */
  const activateInOrder = async (tx: Transaction, steps: readonly ClusterApp[], app: ClusterApp) => {
    const stored: (typeof customerApps.$inferSelect)[] = [];
    for (const step of steps) {
      try {
        stored.push(await activate(tx, step));
      } catch (err) {
        // A database outage keeps its own 503.
        if (err instanceof ApiError || isDatabaseUnavailable(err)) throw err;
        console.error(`[server] installing ${step.id} for ${app.id} failed:`, err);
        const neededBy = step === app ? "" : ` (needed by ${app.displayName})`;
        const message = `Could not install ${step.displayName}${neededBy}; nothing was installed`;
        throw new ApiError(500, "internal_error", message, { appId: step.id });
      }
    }
    return stored;
  };

  return {
    async customerApps(): Promise<CustomerApp[]> {
      return (await records()).filter((row) => appsById.has(row.appId)).map(toCustomerApp);
    },

    /**
     * Installs an app; with `withDependencies` the apps it still needs first, in install order. All of it is one
     * transaction: when one step fails nothing is installed, never an app without what it needs.
     */
    async install(appId: string, { withDependencies = false } = {}): Promise<ClusterInstall> {
      const app = findApp(appId);
      const rows = await changeInstallations(async (tx) => {
        const installed = await installedIds(tx);
        if (installed.includes(appId))
          throw new ApiError(409, "app_already_installed", `${app.displayName} is already installed`);
        const missing = missingDependencies(appId, installed).map(findApp);
        if (missing.length && !withDependencies) {
          throw new ApiError(409, "missing_dependencies", `${app.displayName} needs other apps installed first`, {
            missingDependencies: missing.map((dependency) => dependency.id),
          });
        }
        return activateInOrder(tx, [...missing, app], app);
      });
      // Announced only once stored: a rolled-back install leaves no event behind.
      await activity.recordMany(
        rows.map((row) => ({
          actionType: "app_installed",
          description: `Installed ${findApp(row.appId).displayName}`,
          details: { appId: row.appId, ...(row.appId === appId ? {} : { neededBy: appId }) },
        })),
      );
      const record = rows.at(-1);
      if (!record) throw new Error("the installation record was not stored");
      return { ...toCustomerApp(record), installedDependencies: rows.slice(0, -1).map(toCustomerApp) };
    },

    async uninstall(appId: string): Promise<CustomerApp> {
      const app = findApp(appId);
      const row = await changeInstallations(async (tx) => {
        const installed = await installedIds(tx);
        if (!installed.includes(appId))
          throw new ApiError(404, "app_not_installed", `${app.displayName} is not installed`);
        const dependents = dependentsOf(appId, installed);
        if (dependents.length) {
          throw new ApiError(409, "app_has_dependents", `Installed apps depend on ${app.displayName}`, { dependents });
        }
        const [updated] = await tx
          .update(customerApps)
          .set({ isActive: false })
          .where(and(eq(customerApps.customerId, customerId), eq(customerApps.appId, appId)))
          .returning();
        if (!updated) throw new Error("the installation record was not updated");
        return updated;
      });
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
