import type { ActivityPage, activityQuerySchema } from "@hub-of-minds/core";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/database";
import { activityLog } from "../db/schema";
import { publicActivityWhere, toRecentAction } from "./activity.service";

export type ActivityHistoryQuery = z.output<typeof activityQuerySchema>;

/** The whole activity log, newest first, a page at a time; the overview shows only its newest ten. */
export function createActivityHistory(db: Database) {
  return {
    /** `asAdmin`: with an administrator session, admin-only entries are included. */
    async page({ page, pageSize, type }: ActivityHistoryQuery, asAdmin = false): Promise<ActivityPage> {
      const visible = asAdmin ? undefined : publicActivityWhere();
      const where = and(visible, type ? eq(activityLog.actionType, type) : undefined);
      const [[counted], typeRows] = await Promise.all([
        db.select({ total: count() }).from(activityLog).where(where),
        db
          .selectDistinct({ actionType: activityLog.actionType })
          .from(activityLog)
          .where(visible)
          .orderBy(activityLog.actionType),
      ]);
      const total = counted?.total ?? 0;
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const current = Math.min(page, pageCount);
      const rows = await db
        .select()
        .from(activityLog)
        .where(where)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(pageSize)
        .offset((current - 1) * pageSize);
      return {
        items: rows.map(toRecentAction),
        page: current,
        pageSize,
        pageCount,
        total,
        types: typeRows.map((row) => row.actionType),
      };
    },
  };
}
