import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;
beforeAll(async () => {
  t = await createTestHub();
}, 180_000);
afterAll(() => t.close());

const descriptions = (body: unknown) =>
  ((body as { items?: { description: string }[] }).items ?? []).map((item) => item.description);

describe("customer entries of the activity log", () => {
  it("are shown to the administrator only: not in the public log, the overview or the live socket", async () => {
    const announced: unknown[] = [];
    t.hub.bus.subscribe((type, data) => {
      if (type === "agent_action") announced.push(data);
    });
    await t.hub.activity.record("chat_completed", "Chat with gpt-4o completed (812 tokens, 300 ms)", {
      jobId: 1,
      customerId: 7,
      tokens: 812,
    });
    await t.hub.activity.record("chat_completed", "Chat with gpt-4o completed (20 tokens, 90 ms)", { jobId: 2 });

    const publicLog = descriptions(await (await t.app.request("/api/activity?pageSize=50")).json());
    expect(publicLog.some((d) => d.includes("812 tokens"))).toBe(false);
    expect(publicLog.some((d) => d.includes("20 tokens"))).toBe(true);
    const overview = (await (await t.app.request("/api/dashboard/overview")).json()) as {
      recentActions: { description: string }[];
    };
    expect(overview.recentActions.some((a) => a.description.includes("812 tokens"))).toBe(false);
    expect(announced.map((a) => (a as { description: string }).description)).toEqual([
      "Chat with gpt-4o completed (20 tokens, 90 ms)",
    ]);

    const cookie = await t.login();
    const adminLog = descriptions(
      await (await t.app.request("/api/activity?pageSize=50", { headers: { cookie } })).json(),
    );
    expect(adminLog.some((d) => d.includes("812 tokens"))).toBe(true);
  });
});
