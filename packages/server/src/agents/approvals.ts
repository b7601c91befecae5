import type { Approval } from "@hub-of-minds/core";
import { and, desc, eq, gt, lte, ne } from "drizzle-orm";
import type { Database } from "../db/database";
import { skillApprovals } from "../db/schema";
import { ApiError } from "../http/api-error";

type ApprovalRow = typeof skillApprovals.$inferSelect;

const toApproval = (row: ApprovalRow): Approval => ({
  id: row.id,
  taskId: row.taskId,
  agentId: row.agentId,
  appId: row.appId,
  skillName: row.skillName,
  input: row.input ?? null,
  permissions: row.permissions,
  status: row.status as Approval["status"],
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export interface ApprovalRequest {
  taskId: string;
  agentId: string;
  appId: string;
  skillName: string;
  input: unknown;
  permissions: string[];
}

/**
 * Skill calls that wait for an administrator. The waiting run polls its row (a decision may come to any
 * instance) and is woken at once when the decision comes to this one; past the timeout it counts as denied.
 */
export function createApprovals(db: Database, options: { timeoutMs: number; pollMs?: number }) {
  const wakers = new Map<number, () => void>();
  const pollMs = options.pollMs ?? 500;

  const expireOld = () =>
    db
      .update(skillApprovals)
      .set({ status: "expired", decidedAt: new Date() })
      .where(and(eq(skillApprovals.status, "pending"), lte(skillApprovals.expiresAt, new Date())));

  return {
    async open(request: ApprovalRequest): Promise<Approval> {
      const [row] = await db
        .insert(skillApprovals)
        .values({ ...request, status: "pending", expiresAt: new Date(Date.now() + options.timeoutMs) })
        .returning();
      if (!row) throw new Error("the approval was not stored");
      return toApproval(row);
    },

    /** Waits for the decision: approved, denied, or expired once the timeout passes (or the run is aborted). */
    async wait(id: number, signal: AbortSignal): Promise<Approval["status"]> {
      for (;;) {
        const [row] = await db.select().from(skillApprovals).where(eq(skillApprovals.id, id));
        if (!row) return "denied";
        if (row.status !== "pending") return row.status as Approval["status"];
        if (row.expiresAt.getTime() <= Date.now()) {
          await expireOld();
          continue;
        }
        if (signal.aborted) return "denied";
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(pollMs, Math.max(1, row.expiresAt.getTime() - Date.now())));
          function done() {
            clearTimeout(timer);
            wakers.delete(id);
            signal.removeEventListener("abort", done);
            resolve();
          }
          wakers.set(id, done);
          signal.addEventListener("abort", done, { once: true });
        });
      }
    },

    async decide(id: number, decision: "approve" | "deny"): Promise<Approval> {
      await expireOld();
      const [row] = await db
        .update(skillApprovals)
        .set({ status: decision === "approve" ? "approved" : "denied", decidedAt: new Date() })
        .where(
          and(
            eq(skillApprovals.id, id),
            eq(skillApprovals.status, "pending"),
            gt(skillApprovals.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!row) {
        const [existing] = await db.select().from(skillApprovals).where(eq(skillApprovals.id, id));
        if (!existing) throw new ApiError(404, "approval_not_found", `No approval ${id}`);
        throw new ApiError(409, "approval_decided", `Approval ${id} is already ${existing.status}`);
      }
      wakers.get(id)?.();
      return toApproval(row);
    },

    /** Pending ones first (oldest first), then the latest 20 decided. */
    async list(): Promise<Approval[]> {
      await expireOld();
      const pending = await db
        .select()
        .from(skillApprovals)
        .where(eq(skillApprovals.status, "pending"))
        .orderBy(skillApprovals.id);
      const decided = await db
        .select()
        .from(skillApprovals)
        .where(ne(skillApprovals.status, "pending"))
        .orderBy(desc(skillApprovals.id))
        .limit(20);
      return [...pending, ...decided].map(toApproval);
    },
  };
}
export type Approvals = ReturnType<typeof createApprovals>;
