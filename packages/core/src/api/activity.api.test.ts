import { describe, expect, it } from "vitest";
import { getActivityPage } from "./activity.api";
import { installFakeFetch } from "./http-fake.testing";

const page = {
  items: [{ id: "7", description: "Config saved", timestamp: "2026-11-23T10:00:00.000Z", actionType: "config_saved" }],
  page: 2,
  pageSize: 5,
  pageCount: 3,
  total: 11,
  types: ["config_saved"],
};

describe("activity calls", () => {
  it("asks for a page, a size and a type, encoded", async () => {
    const { calls } = installFakeFetch({ body: JSON.stringify(page) }, { body: JSON.stringify(page) });
    expect(await getActivityPage({ page: 2, pageSize: 5, type: "chat & co" })).toEqual(page);
    await getActivityPage();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/activity?page=2&pageSize=5&type=chat%20%26%20co",
      "/api/activity",
    ]);
  });
});
