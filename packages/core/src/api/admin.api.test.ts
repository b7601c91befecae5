import { describe, expect, it } from "vitest";
import { adminLogin, adminLogout, getAdminSession } from "./admin.api";
import { installFakeFetch, sentJson } from "./http-fake.testing";
import { submitSupportTicket } from "./support.api";

describe("admin calls", () => {
  it("log in, read the session and log out", async () => {
    const { calls } = installFakeFetch(
      { body: '{"active":true}' },
      { body: '{"active":true}' },
      { body: '{"active":false}' },
    );
    expect(await adminLogin("correct horse")).toEqual({ active: true });
    expect(await getAdminSession()).toEqual({ active: true });
    expect(await adminLogout()).toEqual({ active: false });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      "POST /api/admin/login",
      "GET /api/admin/session",
      "POST /api/admin/logout",
    ]);
    expect(sentJson(calls[0])).toEqual({ password: "correct horse" });
    expect(calls.every((call) => call.init.credentials === "include")).toBe(true);
  });

  it("turns a wrong password into a 401 error", async () => {
    installFakeFetch({ status: 401, statusText: "Unauthorized", body: '{"error":"Invalid credentials"}' });
    await expect(adminLogin("nope")).rejects.toThrow('401: {"error":"Invalid credentials"}');
  });
});

describe("support calls", () => {
  it("posts a ticket", async () => {
    const { calls } = installFakeFetch({ status: 201, body: '{"id":"t-1","createdAt":"2025-01-01T00:00:00.000Z"}' });
    const ticket = { email: "a@b.co", subject: "Help", description: "It broke" };
    expect(await submitSupportTicket(ticket)).toEqual({ id: "t-1", createdAt: "2025-01-01T00:00:00.000Z" });
    expect(calls[0]?.url).toBe("/api/support/tickets");
    expect(calls[0]?.init.method).toBe("POST");
    expect(sentJson(calls[0])).toEqual(ticket);
  });
});
