import type { RecentAction } from "@hub-of-minds/core";

export const activityPageSize = 10;

/** The action types present, sorted, for the filter. */
export function actionTypes(actions: readonly RecentAction[]): string[] {
  return [...new Set(actions.map((action) => action.actionType))].sort();
}

export interface ActivityPage {
  items: RecentAction[];
  page: number;
  pageCount: number;
  total: number;
}

/** Filters by type ('all' keeps every one) and cuts one page; an out-of-range page is clamped. */
export function activityPage(
  actions: readonly RecentAction[],
  type: string,
  page: number,
  pageSize = activityPageSize,
): ActivityPage {
  const filtered = type === "all" ? [...actions] : actions.filter((action) => action.actionType === type);
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    items: filtered.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    total: filtered.length,
  };
}
