import { describe, expect, it } from "vitest";
import { activityPageSchema, activityQuerySchema } from "./activity.schema";

describe("activity schemas", () => {
  it("reads query strings with defaults and bounds", () => {
    expect(activityQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(activityQuerySchema.parse({ page: "3", pageSize: "25", type: " chat_completed " })).toEqual({
      page: 3,
      pageSize: 25,
      type: "chat_completed",
    });
    const bad = activityQuerySchema.safeParse({ page: "0", pageSize: "500", type: "" });
    expect(bad.error?.issues.map((issue) => issue.path.join("."))).toEqual(["page", "pageSize", "type"]);
  });

  it("reads a page and refuses a negative total", () => {
    const page = { items: [], page: 1, pageSize: 10, pageCount: 1, total: 0, types: [] };
    expect(activityPageSchema.parse(page)).toEqual(page);
    expect(activityPageSchema.safeParse({ ...page, total: -1 }).success).toBe(false);
  });
});
