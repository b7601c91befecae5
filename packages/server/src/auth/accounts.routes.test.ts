import type { AccountLink, CustomerAccount, Me, OutboxEntry } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json } from "../testing/json";
import { inviteAndSignIn, signIn, tokenOf } from "../testing/test-accounts";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;
let admin: string;
beforeAll(async () => {
  t = await createTestHub();
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} });
const post = (path: string, body: unknown, cookie?: string) =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe("customers invited by the administrator", () => {
  it("invites, the customer chooses a password with the link, signs in and sees only their own account", async () => {
    const a = await inviteAndSignIn(t.app, admin, "Grace@Example.com");
    expect(a.created.customer).toMatchObject({ email: "grace@example.com", plan: "pro", apiQuota: 50_000, apiUsed: 0 });
    expect(a.created.invitation).toMatchObject({ kind: "invitation", email: "grace@example.com" });
    expect(a.created.invitation.link).toMatch(/^http:\/\/localhost\/api\/auth\/reset-password\/\w+\?callbackURL=/);

    const me = await json<Me>(await get("/api/me", a.cookie));
    expect(me.account).toEqual({
      email: "grace@example.com",
      name: "Grace Hopper",
      role: "customer",
      customerId: a.id,
    });
    expect((await get(`/api/customers/${a.id}`, a.cookie)).status).toBe(200);
    const other = await get("/api/customers/1", a.cookie);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: "not_your_account" });
    const adminOnly = await get("/api/customers", a.cookie);
    expect(adminOnly.status).toBe(403);
    expect(await adminOnly.json()).toMatchObject({ code: "admin_only" });
  });

  it("answers visitors with no account, and lists customers with their e-mail to the administrator", async () => {
    expect(await json<Me>(await get("/api/me"))).toEqual({ account: null });
    expect((await json<Me>(await get("/api/me", admin))).account).toMatchObject({ role: "admin", customerId: null });
    const list = await json<CustomerAccount[]>(await get("/api/customers", admin));
    expect(list.map((row) => row.email)).toContain("grace@example.com");
    expect(list.find((row) => row.id === 1)?.email).toBeNull();
  });

  it("refuses a taken e-mail with 409 and leaves no customer behind; bad input is a 400 naming the field", async () => {
    const before = (await json<CustomerAccount[]>(await get("/api/customers", admin))).length;
    const body = { email: "grace@example.com", firstName: "G", lastName: "H", plan: "pro", apiQuota: 1 };
    const taken = await post("/api/customers", body, admin);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: "email_taken" });
    expect(await json<CustomerAccount[]>(await get("/api/customers", admin))).toHaveLength(before);
    const bad = await post("/api/customers", { ...body, email: "nope", apiQuota: -1 }, admin);
    expect(bad.status).toBe(400);
    const details = (await json<{ details: { path: string }[] }>(bad)).details.map((d) => d.path).sort();
    expect(details).toEqual(["apiQuota", "email"]);
  });

  it("a link works once; a reset link ends the customer's sessions; the outbox keeps every link", async () => {
    const b = await inviteAndSignIn(t.app, admin, "linus@example.com");
    const link = await json<AccountLink>(await post(`/api/customers/${b.id}/link`, {}, admin));
    expect(link.kind).toBe("password_reset");
    const reset = { token: tokenOf(link.link), newPassword: "another-long-password" };
    expect((await post("/api/auth/reset-password", reset)).status).toBe(200);
    const again = await post("/api/auth/reset-password", reset);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "invalid_token" });
    // The old session ended with the reset, on every instance (it is gone from the database).
    expect((await json<Me>(await get("/api/me", b.cookie))).account).toBeNull();
    await signIn(t.app, "linus@example.com", "another-long-password");
    const outbox = await json<OutboxEntry[]>(await get("/api/outbox", admin));
    expect(outbox.filter((row) => row.email === "linus@example.com").map((row) => row.kind)).toEqual([
      "password_reset",
      "invitation",
    ]);
    // Without SMTP_URL no mail is sent: the administrator hands the link over.
    expect(outbox.map((row) => [row.mailStatus, row.mailError, row.mailedAt])).toEqual(
      outbox.map(() => [null, null, null]),
    );
  });

  it("signs a customer in from a script as Node's fetch sends it (Fetch Metadata, no Origin), not from a foreign page", async () => {
    const body = JSON.stringify({ email: "grace@example.com", password: "a-long-customer-password" });
    const script = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-mode": "cors" },
      body,
    });
    expect(script.status).toBe(200);
    expect(script.headers.get("set-cookie")).toMatch(/session_token=/);
    const foreign = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-mode": "cors",
        "sec-fetch-site": "cross-site",
        origin: "https://evil.example",
      },
      body,
    });
    expect(foreign.status).toBe(403);
  });

  it("a wrong customer password is 401 invalid_credentials, throttled like the portal", async () => {
    const wrong = await post("/api/auth/sign-in/email", { email: "grace@example.com", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "invalid_credentials" });
    await post("/api/auth/sign-in/email", { email: "grace@example.com", password: "wrong-password" });
    await post("/api/auth/sign-in/email", { email: "grace@example.com", password: "wrong-password" });
    const locked = await post("/api/auth/sign-in/email", { email: "grace@example.com", password: "x" });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBeTruthy();
    await t.hub.throttle.succeed("unknown");
  });

  it("nobody signs themselves up", async () => {
    const answer = await post("/api/auth/sign-up/email", {
      email: "x@example.com",
      password: "long-password-1",
      name: "X",
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(
      (await post("/api/auth/sign-in/email", { email: "x@example.com", password: "long-password-1" })).status,
    ).toBe(401);
    await t.hub.throttle.succeed("unknown");
  });
});
