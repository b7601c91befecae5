import {
  type AdminStatusCard,
  adminStatusCards,
  personalityCatalogue,
  storedSupportTicketSchema,
} from "@hub-of-minds/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccounts } from "../auth/accounts";
import { authUsers } from "../db/schema";
import { json } from "../testing/json";
import { createTestHub, type TestHub, testAdminPassword } from "../testing/test-hub";

let t: TestHub;

beforeAll(async () => {
  t = await createTestHub();
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const ticket = { email: "ada@example.com", subject: "Help", description: "It broke", category: "billing" };

describe("administrator session", () => {
  it("logs in with the right password: HttpOnly SameSite=Strict cookie, session active", async () => {
    const response = await post("/api/admin/login", { password: testAdminPassword });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ active: true });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^hom\.session_token=[\w%.-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie.toLowerCase()).toContain("samesite=strict");
    expect(setCookie).not.toContain("Secure");
    const cookie = setCookie.split(";")[0] ?? "";
    const session = await t.app.request("/api/admin/session", { headers: { cookie } });
    expect(await session.json()).toEqual({ active: true });
    const logout = await post("/api/admin/logout", {}, { cookie });
    expect(await logout.json()).toEqual({ active: false });
    const after = await t.app.request("/api/admin/session", { headers: { cookie } });
    expect(await after.json()).toEqual({ active: false });
  });

  it("signs in a script as Node's fetch sends it (Fetch Metadata, no Origin), and still refuses a foreign Origin", async () => {
    const script = await post("/api/admin/login", { password: testAdminPassword }, { "sec-fetch-mode": "cors" });
    expect(script.status).toBe(200);
    expect(script.headers.get("set-cookie")).toMatch(/^hom\.session_token=/);
    const foreign = await post(
      "/api/admin/login",
      { password: testAdminPassword },
      { "sec-fetch-mode": "cors", "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: string }).code).toBe("cross_origin_refused");
  });

  it("marks the cookie Secure under https", async () => {
    const response = await post("/api/admin/login", { password: testAdminPassword }, { "x-forwarded-proto": "https" });
    expect(response.headers.get("set-cookie")).toMatch(/^hom\.session_token=.*; Secure/);
  });

  it("answers 400 for a missing password and 403 for a foreign origin", async () => {
    expect((await post("/api/admin/login", {})).status).toBe(400);
    expect((await post("/api/admin/login", "nope")).status).toBe(400);
    const foreign = await post("/api/admin/login", { password: testAdminPassword }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });

  it("refuses wrong passwords with 401, then locks the client out with 429 and Retry-After", async () => {
    for (let i = 0; i < 3; i++) {
      const wrong = await post("/api/admin/login", { password: "wrong" });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ code: "invalid_admin_password", message: "Invalid administrator password" });
    }
    const locked = await post("/api/admin/login", { password: testAdminPassword });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBe(60);
    await t.hub.throttle.succeed("unknown");
  });

  it("counts concurrent wrong passwords before checking them: 40 at once get 3 x 401 and 37 x 429", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => post("/api/admin/login", { password: "x" })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(37);
    await t.hub.throttle.succeed("unknown");
  });
});

describe("support tickets and admin status", () => {
  it("stores a ticket publicly and lists it newest first for the administrator only", async () => {
    const first = await post("/api/support/tickets", ticket);
    expect(first.status).toBe(201);
    const receipt = await json<{ id: number; createdAt: string }>(first);
    expect(receipt).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    await post("/api/support/tickets", { ...ticket, subject: "Second" });
    expect((await t.app.request("/api/support/tickets")).status).toBe(401);
    const cookie = await t.login();
    const list = (await (await t.app.request("/api/support/tickets", { headers: { cookie } })).json()) as unknown[];
    const tickets = list.map((row) => storedSupportTicketSchema.parse(row));
    expect(tickets.map((row) => row.subject)).toEqual(["Second", "Help"]);
    expect(tickets[1]).toMatchObject({ ...ticket, priority: "normal", id: receipt.id });
  });

  it("answers 400 naming the field for a bad email, empty subject or empty description", async () => {
    for (const [field, value] of [
      ["email", "not-an-email"],
      ["subject", "  "],
      ["description", ""],
    ] as const) {
      const response = await post("/api/support/tickets", { ...ticket, [field]: value });
      expect(response.status, field).toBe(400);
      const body = await json<{ details: { path: string }[] }>(response);
      expect(
        body.details.map((d: { path: string }) => d.path),
        field,
      ).toEqual([field]);
    }
  });

  it("answers the eight status cards with live values to the administrator only", async () => {
    expect((await t.app.request("/api/admin/status")).status).toBe(401);
    const cookie = await t.login();
    const cards = await json<AdminStatusCard[]>(await t.app.request("/api/admin/status", { headers: { cookie } }));
    expect(cards.map((card) => card.name)).toEqual(adminStatusCards.map((card) => card.name));
    expect(cards[1]).toEqual({ ...adminStatusCards[1], value: `${personalityCatalogue.length} Online` });
    expect(cards.find((card) => card.name === "Database")?.value).toMatch(/^Connected \(\d+ ms\)$/);
    // How long the hub has run, not a made-up availability.
    expect(cards.find((card) => card.name === "System Uptime")?.value).toMatch(/^\d+ (s|min|h \d+ min|d \d+ h)$/);
  });
});

describe("administrator password", () => {
  const session = async (cookie: string) =>
    json<{ active: boolean }>(await t.app.request("/api/admin/session", { headers: { cookie } }));

  it("a changed ADMIN_PASSWORD ends every session at the next start; the same one keeps them", async () => {
    const cookie = await t.login();
    await createAccounts(t.handle.db, { adminPassword: testAdminPassword, log: () => {} });
    expect(await session(cookie)).toEqual({ active: true });
    const lines: string[] = [];
    await createAccounts(t.handle.db, { adminPassword: "a-new-password-2026", log: (l) => lines.push(l) });
    // This instance (the test hub) was not restarted: the session and the old password end here too.
    expect(await session(cookie)).toEqual({ active: false });
    expect(lines).toEqual(["The administrator password changed: every administrator session was ended."]);
    expect((await post("/api/admin/login", { password: testAdminPassword })).status).toBe(401);
    expect((await post("/api/admin/login", { password: "a-new-password-2026" })).status).toBe(200);
    // Back to the test hub's password for the tests after this one.
    await createAccounts(t.handle.db, { adminPassword: testAdminPassword, log: () => {} });
    await t.hub.throttle.succeed("unknown");
  });

  it("is generated once without ADMIN_PASSWORD on a database that has no administrator, logged once", async () => {
    await t.handle.db.delete(authUsers).where(eq(authUsers.role, "admin"));
    const lines: string[] = [];
    await createAccounts(t.handle.db, { log: (line) => lines.push(line) });
    await createAccounts(t.handle.db, { log: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);
    const generated = /: (\S+)$/.exec(lines[0] ?? "")?.[1] ?? "";
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect((await post("/api/admin/login", { password: generated })).status).toBe(200);
    expect((await post("/api/admin/login", { password: testAdminPassword })).status).toBe(401);
  });
});
