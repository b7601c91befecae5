import type { RecentAction } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { actionTypes, activityPage } from "./activity-log";

const actions: RecentAction[] = Array.from({ length: 25 }, (_, index) => ({
  id: String(index + 1),
  description: `event ${index + 1}`,
  timestamp: "2026-11-22T10:00:00Z",
  actionType: index % 5 === 0 ? "safety_check" : "config_saved",
}));

describe("activity log", () => {
  it("lists the types once, sorted", () => {
    expect(actionTypes(actions)).toEqual(["config_saved", "safety_check"]);
  });

  it("pages through every action", () => {
    const last = activityPage(actions, "all", 3);
    expect(last).toMatchObject({ page: 3, pageCount: 3, total: 25 });
    expect(last.items.map((item) => item.id)).toEqual(["21", "22", "23", "24", "25"]);
  });

  it("filters by type and clamps the page", () => {
    const safety = activityPage(actions, "safety_check", 9);
    expect(safety).toMatchObject({ page: 1, pageCount: 1, total: 5 });
    expect(safety.items.map((item) => item.id)).toEqual(["1", "6", "11", "16", "21"]);
    expect(activityPage([], "all", 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});
