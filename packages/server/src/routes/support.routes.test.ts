import type { ActivityPage } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportTickets } from "../db/schema";
import { defaultNetworkPolicy } from "../http/network-policy";
import { pruneByRetention } from "../services/retention.service";
import { json } from "../testing/json";
import { createTestHub, type TestHub } from "../testing/test-hub";

let t: TestHub;

beforeAll(async () => {
  t = await createTestHub({ network: { ...defaultNetworkPolicy, ticketsPerAddress: 3 } });
});
afterAll(async () => {
  await t?.close();
});

const ticket = {
  email: "eve@example.com",
  subject: "<img src=x onerror=alert(1)> buy pills",
  description: "Spam spam spam",
  category: "billing",
};
const submit = (headers: Record<string, string> = {}) =>
  t.app.request("/api/support/tickets", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(ticket),
  });

describe("POST /api/support/tickets", () => {
  it("refuses a ticket posted by another site's page", async () => {
    const response = await submit({ origin: "https://elsewhere.example" });
    expect(response.status).toBe(403);
  });

  it("keeps the visitor's words out of the public activity log", async () => {
    const response = await submit({ origin: "http://localhost" });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: number }>(response);
    const page = await json<ActivityPage>(await t.app.request("/api/activity?type=ticket_submitted"));
    expect(page.items.map((item) => item.description)).toEqual([`Support ticket #${id} received`]);
    expect(JSON.stringify(page)).not.toContain("pills");
  });

  it("limits tickets per address: past the limit 429 with Retry-After, and nothing more is stored", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await submit()).status);
    // One was taken by the test before; the 403 was refused before it was counted.
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    const refused = await submit();
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.handle.db.$count(supportTickets)).toBe(3);
  });

  it("deletes tickets older than database_config.yaml's supportTicketsDays", async () => {
    const later = Date.now() + 400 * 24 * 60 * 60 * 1000;
    await pruneByRetention(t.handle.db, { activityLogDays: 3650, aiJobsDays: 3650, supportTicketsDays: 365 }, later);
    expect(await t.handle.db.$count(supportTickets)).toBe(0);
  });
});
