import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteAndSignIn } from "../testing/test-accounts";
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

  it("is no-store on a customer's sign-in, which sets the session cookie without sending one", async () => {
    const email = `no-store-${Date.now()}@example.com`;
    await inviteAndSignIn(t.app, await t.login(), email, "a-long-customer-password");
    const signIn = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ email, password: "a-long-customer-password" }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("set-cookie")).toBeTruthy();
    expect(signIn.headers.get("cache-control")).toBe("no-store");
  });
});
