import type { ActivityPage } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../db/schema";
import { json } from "../testing/json";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;
const get = async (query = "") => t.app.request(`/api/activity${query}`);

beforeAll(async () => {
  t = await createTestHub();
  await t.handle.db.delete(activityLog);
  // 25 events a minute apart: every third one a config save, the rest chats.
  await t.handle.db.insert(activityLog).values(
    Array.from({ length: 25 }, (_, i) => ({
      actionType: i % 3 === 0 ? "config_saved" : "chat_completed",
      description: `event ${i}`,
      createdAt: new Date(Date.UTC(2026, 10, 23, 10, i)),
    })),
  );
});
afterAll(() => t?.close());

describe("GET /api/activity", () => {
  it("answers the newest ten first, with the count, the pages and every type", async () => {
    const page = await json<ActivityPage>(await get());
    expect(page.items.map((item) => item.description)).toEqual(Array.from({ length: 10 }, (_, i) => `event ${24 - i}`));
    expect(page).toMatchObject({ page: 1, pageSize: 10, pageCount: 3, total: 25 });
    expect(page.types).toEqual(["chat_completed", "config_saved"]);
    expect(page.items[0]?.timestamp).toBe("2026-11-23T10:24:00.000Z");
  });

  it("pages and filters by type; a page past the end answers the last one", async () => {
    const saves = await json<ActivityPage>(await get("?type=config_saved&pageSize=4&page=2"));
    expect(saves.items.map((item) => item.description)).toEqual(["event 12", "event 9", "event 6", "event 3"]);
    expect(saves).toMatchObject({ page: 2, pageCount: 3, total: 9 });
    const last = await json<ActivityPage>(await get("?page=99"));
    expect(last.page).toBe(3);
    expect(last.items.map((item) => item.description)).toEqual(["event 4", "event 3", "event 2", "event 1", "event 0"]);
    const none = await json<ActivityPage>(await get("?type=nothing_like_this"));
    expect(none).toMatchObject({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it("refuses a bad query with 400 naming each bad field", async () => {
    const response = await get("?page=0&pageSize=1000&type=");
    expect(response.status).toBe(400);
    const body = await json<{ code: string; message: string; details: { path: string }[] }>(response);
    expect(body).toMatchObject({ code: "invalid_request", message: "Invalid query parameters" });
    expect(body.details.map((detail) => detail.path)).toEqual(["page", "pageSize", "type"]);
    expect((await get("?page=two")).status).toBe(400);
  });

  it("shows key rotations, key tests and oversight flags only with the administrator session", async () => {
    const announced: string[] = [];
    const unsubscribe = t.hub.bus.subscribe((type, data) => {
      if (type === "agent_action") announced.push((data as { actionType: string }).actionType);
    });
    try {
      await t.hub.activity.record("api_key_rotated", "API key of customer 1 rotated", { customerId: 1 });
      await t.hub.activity.record("chat_flagged", 'Oversight rule "watch" matched a gpt-4o chat (flag)');
      await t.hub.activity.record("app_installed", "Installed Focus Flow");
    } finally {
      unsubscribe();
    }
    expect(announced).toEqual(["app_installed"]);

    const types = (page: ActivityPage) => page.items.map((item) => item.actionType);
    const visitor = await json<ActivityPage>(await get("?pageSize=50"));
    expect(types(visitor)).not.toContain("api_key_rotated");
    expect(types(visitor)).not.toContain("chat_flagged");
    expect(visitor.types).not.toContain("api_key_rotated");
    expect((await json<ActivityPage>(await get("?type=api_key_rotated"))).total).toBe(0);
    const overview = await json<{ recentActions: { actionType: string }[] }>(
      await t.app.request("/api/dashboard/overview"),
    );
    expect(overview.recentActions.map((a) => a.actionType)).not.toContain("chat_flagged");

    const cookie = await t.login();
    const admin = await json<ActivityPage>(await t.app.request("/api/activity?pageSize=50", { headers: { cookie } }));
    expect(types(admin)).toEqual(expect.arrayContaining(["api_key_rotated", "chat_flagged", "app_installed"]));
  });
});
