import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHub, type TestHub, testAdminPassword } from "../testing/test-hub";

let t: TestHub;
beforeAll(async () => {
  t = await createTestHub();
}, 180_000);
afterAll(() => t.close());

describe("Cache-Control on answers with keys or admin data", () => {
  it("is no-store for the login, the session's reads and bearer-key calls; public reads stay cacheable", async () => {
    const login = await t.app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: testAdminPassword }),
    });
    expect(login.headers.get("cache-control")).toBe("no-store");
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    for (const path of ["/api/customers/1", "/api/config/oversight_rules.yaml", "/api/activity"]) {
      const response = await t.app.request(path, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const bearer = await t.app.request("/v1/models", { headers: { authorization: "Bearer hom_wrong" } });
    expect(bearer.headers.get("cache-control")).toBe("no-store");
    expect((await t.app.request("/api/config")).headers.get("cache-control")).toBe("no-cache");
  });
});
