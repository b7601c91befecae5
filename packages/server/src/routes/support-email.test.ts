import type { Me } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;
beforeAll(async () => {
  t = await createTestHub({ supportEmail: "help@hub.example" });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("the hub's support address (SUPPORT_EMAIL)", () => {
  it("is told to a visitor and to the administrator alike by GET /api/me", async () => {
    expect(await (await t.app.request("/api/me")).json()).toEqual({ account: null, supportEmail: "help@hub.example" });
    const cookie = await t.login();
    const me = (await (await t.app.request("/api/me", { headers: { cookie } })).json()) as Me;
    expect(me.supportEmail).toBe("help@hub.example");
    expect(me.account?.role).toBe("admin");
  });
});
