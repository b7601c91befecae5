// The customer's side of conversations: the inbox (only their own threads, filters, export), feedback,
// renaming and deleting, a visitor's "delete my data", identity secrets and retention settings.
import { randomBytes } from "node:crypto";
import {
  apiErrorSchema,
  conversationSettingsSchema,
  identitySecretSchema,
  messageFeedbackSchema,
  threadListSchema,
  threadSchema,
  threadSummarySchema,
  visitorDeletionSchema,
} from "@hub-of-minds/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { memoryEntries, threads } from "../db/schema";
import { json } from "../testing/json";
import { userHashOf } from "./conversation-settings";
import {
  type ConversationsTestApp,
  createConversationsTestApp,
  otherShop,
  shop,
  type Widget,
} from "./testing/conversations-test-app";

let app: ConversationsTestApp;
/** The customer's two visitors (the second on a second key and page) and the rival's one. */
let ann: Widget;
let bob: Widget;
let eve: Widget;
const secondShop = "https://second-shop.example.test";
let secondKey: string;
const ids = { annFirst: "", annEve: "", bobThread: "", rivalThread: "" };

const newThreadId = () => `t_${randomBytes(9).toString("base64url")}`;
const errorCode = async (response: Response) => apiErrorSchema.parse(await response.json()).code;
const asCustomer = () => ({ cookie: app.customer.cookie });
const asRival = () => ({ cookie: app.rival.cookie });
const asAdmin = () => ({ cookie: app.admin });
const list = async (headers: Record<string, string>, query = "") => {
  const answer = await app.send("GET", `/api/threads${query}`, headers);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return threadListSchema.parse(await answer.json());
};
const idsOf = async (headers: Record<string, string>, query = "") =>
  (await list(headers, query)).threads.map((thread) => thread.id).sort();
const rate = (headers: Record<string, string>, threadId: string, messageId: string, body: object) =>
  app.send("POST", `/api/threads/${threadId}/messages/${messageId}/feedback`, headers, body);
const started = async (widget: Widget, content: string, model = "gpt-4o") => {
  const threadId = newThreadId();
  const answer = await app.chat(widget.headers, { threadId, replyId: "a1", content, model });
  expect(answer.status).toBe(200);
  return threadId;
};

beforeAll(async () => {
  app = await createConversationsTestApp();
  secondKey = await app.createKey(app.customer.id, [secondShop]);
  ann = await app.widget(app.customer.key, shop);
  bob = await app.widget(secondKey, secondShop);
  eve = await app.widget(app.rival.key, otherShop);
  ids.annFirst = await started(ann, "Where is my order?");
  ids.annEve = await started(ann, 'He said "hi", then\nleft; =SUM(A1)', "eve");
  ids.bobThread = await started(bob, "Do you ship to Norway?");
  ids.rivalThread = await started(eve, "A rival's visitor asks");
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe("the inbox: GET /api/threads", () => {
  it("shows a customer their visitors' threads only, the administrator everyone's", async () => {
    const mine = [ids.annFirst, ids.annEve, ids.bobThread].sort();
    expect(await idsOf(asCustomer())).toEqual(mine);
    expect(await idsOf(asRival())).toEqual([ids.rivalThread]);
    const everyone = await idsOf(asAdmin());
    expect(everyone).toEqual(expect.arrayContaining([...mine, ids.rivalThread]));
    expect(await idsOf(asAdmin(), `?customerId=${app.customer.id}`)).toEqual(mine);
    // A customer may not look into another customer's inbox, even by asking.
    const other = await app.send("GET", `/api/threads?customerId=${app.rival.id}`, asCustomer());
    expect(other.status).toBe(403);
    expect(await errorCode(other)).toBe("not_your_account");
    // A visitor sees their own, whatever they ask for.
    expect(await idsOf(bob.headers, `?customerId=${app.customer.id}&visitorId=${ann.session.visitorId}`)).toEqual([
      ids.bobThread,
    ]);
  });

  it("needs a session or a visitor; a session only from the hub's own pages", async () => {
    const nobody = await app.send("GET", "/api/threads", {});
    expect(nobody.status).toBe(401);
    expect(await errorCode(nobody)).toBe("sign_in_required");
    const keyOnly = await app.send("GET", "/api/threads", { origin: shop, "x-publishable-key": app.customer.key });
    expect(keyOnly.status).toBe(401);
    expect(await errorCode(keyOnly)).toBe("visitor_token_required");
    const elsewhere = await app.send("GET", "/api/threads", { ...asCustomer(), origin: "https://evil.example.test" });
    expect(elsewhere.status).toBe(403);
    expect(await errorCode(elsewhere)).toBe("cross_origin_refused");
  });

  it("filters by key, origin, personality, visitor, day and page, newest first, with the total", async () => {
    expect(await idsOf(asCustomer(), `?key=${secondKey}`)).toEqual([ids.bobThread]);
    expect(await idsOf(asCustomer(), `?origin=${encodeURIComponent(shop)}`)).toEqual([ids.annFirst, ids.annEve].sort());
    expect(await idsOf(asCustomer(), "?personality=eve")).toEqual([ids.annEve]);
    expect(await idsOf(asCustomer(), `?visitorId=${bob.session.visitorId}`)).toEqual([ids.bobThread]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await idsOf(asCustomer(), `?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await idsOf(asCustomer(), "?to=2020-01-01")).toEqual([]);
    // A thread last touched long ago is found by its day.
    await app.t.test.hub.db
      .update(threads)
      .set({ updatedAt: new Date("2026-03-15T23:30:00Z") })
      .where(eq(threads.id, ids.bobThread));
    try {
      expect(await idsOf(asCustomer(), "?from=2026-03-15&to=2026-03-15")).toEqual([ids.bobThread]);
      expect(await idsOf(asCustomer(), "?from=2026-03-16&to=2026-03-31")).toEqual([]);
      const page = await list(asCustomer(), "?limit=2");
      expect(page.total).toBe(3);
      expect(page.threads).toHaveLength(2);
      // Newest first: the old one comes last, on the second page.
      expect((await list(asCustomer(), "?limit=2&offset=2")).threads.map((t) => t.id)).toEqual([ids.bobThread]);
    } finally {
      await app.t.test.hub.db.update(threads).set({ updatedAt: sql`now()` }).where(eq(threads.id, ids.bobThread));
    }
    for (const bad of ["?from=2026-02-30", "?to=26-1-1", "?limit=0", "?limit=201", "?feedback=maybe", "?key=a%00b"]) {
      const refused = await app.send("GET", `/api/threads${bad}`, asCustomer());
      expect(refused.status, bad).toBe(400);
      expect(await errorCode(refused)).toBe("invalid_request");
    }
  });

  it("summarises each thread: its messages, tokens and ratings", async () => {
    const [summary] = (await list(asCustomer(), `?visitorId=${bob.session.visitorId}`)).threads;
    expect(threadSummarySchema.parse(summary)).toMatchObject({
      id: ids.bobThread,
      title: "Do you ship to Norway?",
      customerId: app.customer.id,
      publishableKey: secondKey,
      origin: secondShop,
      messageCount: 2,
      tokens: 13,
    });
  });
});

describe("feedback on an answer", () => {
  it("rates up or down with a comment; a second rating replaces the first; counted per personality", async () => {
    const first = await rate(ann.headers, ids.annEve, "a1", { rating: "up" });
    expect(first.status).toBe(200);
    expect(messageFeedbackSchema.parse(await first.json())).toMatchObject({ rating: "up", comment: null });
    const second = await rate(ann.headers, ids.annEve, "a1", { rating: "down", comment: "  Too vague.  " });
    expect(messageFeedbackSchema.parse(await second.json())).toMatchObject({ rating: "down", comment: "Too vague." });
    const thread = threadSchema.parse(await (await app.send("GET", `/api/threads/${ids.annEve}`, ann.headers)).json());
    expect(thread.messages[1]?.feedback).toMatchObject({ rating: "down", comment: "Too vague." });
    expect(thread.feedback).toEqual({ up: 0, down: 1 });
    // The customer rates from the inbox too.
    expect((await rate(asCustomer(), ids.annFirst, "a1", { rating: "up" })).status).toBe(200);

    expect(await idsOf(asCustomer(), "?feedback=down")).toEqual([ids.annEve]);
    expect(await idsOf(asCustomer(), "?feedback=up")).toEqual([ids.annFirst]);
    expect(await idsOf(asCustomer(), "?feedback=any")).toEqual([ids.annFirst, ids.annEve].sort());
    expect(await idsOf(asCustomer(), "?feedback=none")).toEqual([ids.bobThread]);
    expect((await list(asCustomer())).feedbackByPersonality).toEqual([
      { personalityId: "eve", up: 0, down: 1 },
      { personalityId: null, up: 1, down: 0 },
    ]);
    // The rival's inbox counts none of it.
    expect((await list(asRival())).feedbackByPersonality).toEqual([]);
  });

  it("refuses a visitor's own message, an unknown answer and bad input", async () => {
    const question = threadSchema.parse(
      await (await app.send("GET", `/api/threads/${ids.annFirst}`, ann.headers)).json(),
    ).messages[0];
    const own = await rate(ann.headers, ids.annFirst, question?.id ?? "", { rating: "up" });
    expect(own.status).toBe(404);
    expect(await errorCode(own)).toBe("thread_message_not_found");
    expect((await rate(ann.headers, ids.annFirst, "nope", { rating: "up" })).status).toBe(404);
    for (const body of [{}, { rating: "meh" }, { rating: "up", comment: "x".repeat(1001) }, { rating: "up", x: 1 }]) {
      expect((await rate(ann.headers, ids.annFirst, "a1", body)).status).toBe(400);
    }
  });
});

describe("renaming and deleting", () => {
  it("renames a thread for its visitor and in the inbox", async () => {
    const renamed = await app.send("PATCH", `/api/threads/${ids.annFirst}`, ann.headers, { title: "  My order  " });
    expect(renamed.status).toBe(200);
    expect(threadSummarySchema.parse(await renamed.json()).title).toBe("My order");
    const byCustomer = await app.send("PATCH", `/api/threads/${ids.annFirst}`, asCustomer(), { title: "Order #12" });
    expect(threadSummarySchema.parse(await byCustomer.json()).title).toBe("Order #12");
    expect((await app.send("PATCH", `/api/threads/${ids.annFirst}`, ann.headers, { title: " " })).status).toBe(400);
    const stranger = await app.send("PATCH", `/api/threads/${ids.annFirst}`, asRival(), { title: "Mine now" });
    expect(stranger.status).toBe(404);
  });

  it("a customer deletes a visitor's thread from the inbox, not another customer's", async () => {
    const threadId = await started(ann, "Delete me from the inbox");
    expect((await app.send("DELETE", `/api/threads/${threadId}`, asRival())).status).toBe(404);
    expect((await app.send("DELETE", `/api/threads/${threadId}`, asCustomer())).status).toBe(204);
    expect((await app.send("GET", `/api/threads/${threadId}`, ann.headers)).status).toBe(404);
    expect((await app.send("DELETE", `/api/threads/${threadId}`, asCustomer())).status).toBe(404);
  });
});

describe("GET /api/exports/threads", () => {
  it("exports the customer's threads with their messages as JSON", async () => {
    const answer = await app.send("GET", "/api/exports/threads", asCustomer());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="threads-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = z.array(threadSchema).parse(await answer.json());
    expect(exported.map((thread) => thread.id).sort()).toEqual([ids.annFirst, ids.annEve, ids.bobThread].sort());
    expect(exported.every((thread) => thread.messages.length === 2)).toBe(true);
    const filtered = z
      .array(threadSchema)
      .parse(await (await app.send("GET", "/api/exports/threads?personality=eve", asCustomer())).json());
    expect(filtered.map((thread) => thread.id)).toEqual([ids.annEve]);
  });

  it("exports CSV: a header row, one row per message, quoted where needed, formulas defused", async () => {
    const answer = await app.send("GET", "/api/exports/threads?format=csv&personality=eve", asCustomer());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await answer.text();
    const [header] = csv.split("\n");
    expect(header).toBe(
      "threadId,title,customerId,visitorId,userId,publishableKey,origin,personalityId,model,messageId,role,content," +
        "createdAt,tokens,citations,feedbackRating,feedbackComment,feedbackAt",
    );
    // The visitor's words, with a quote, a comma, a line break and a formula: one quoted cell.
    expect(csv).toContain(`,user,"He said ""hi"", then\nleft; =SUM(A1)",`);
    expect(csv).toContain(`,assistant,Hello from the stand-in.,`);
    expect(csv).toContain(",down,Too vague.,");
    // The title starts with what the visitor typed: quoted, and still one row per message.
    expect(csv.match(new RegExp(`^${ids.annEve},`, "gm"))).toHaveLength(2);
    const formula = await started(ann, '=HYPERLINK("http://evil")');
    const sheet = await (await app.send("GET", "/api/exports/threads?format=csv", asCustomer())).text();
    expect(sheet).toContain(`${formula},"'=HYPERLINK(""http://evil"")"`);
    await app.send("DELETE", `/api/threads/${formula}`, asCustomer());
  });

  it("is the inbox's: a visitor cannot export, a customer only their own", async () => {
    expect((await app.send("GET", "/api/exports/threads", ann.headers)).status).toBe(401);
    const rival = z.array(threadSchema).parse(await (await app.send("GET", "/api/exports/threads", asRival())).json());
    expect(rival.map((thread) => thread.id)).toEqual([ids.rivalThread]);
    const other = await app.send("GET", `/api/exports/threads?customerId=${app.customer.id}`, asRival());
    expect(other.status).toBe(403);
  });
});

describe('a visitor\'s "delete my data": DELETE /api/visitors/{visitorId}', () => {
  const remember = async (subject: string, personalityId = "eve") => {
    const made = await app.send("POST", `/api/memory/${personalityId}/entries`, asAdmin(), {
      subject,
      content: `Something about ${subject}`,
    });
    expect(made.status).toBe(201);
  };
  const memoriesOf = async (subject: string) =>
    (await app.t.test.hub.db.select().from(memoryEntries).where(eq(memoryEntries.subject, subject))).length;
  const threadsOf = async (visitorId: string) =>
    (await app.t.test.hub.db.select().from(threads).where(eq(threads.visitorId, visitorId))).length;

  it("lets a visitor delete their own threads and memories, and nobody else's", async () => {
    const visitor = await app.widget(app.customer.key, shop);
    const id = visitor.session.visitorId;
    const subject = `visitor:${app.customer.id}:${id}`;
    await started(visitor, "One");
    await started(visitor, "Two");
    await remember(subject);
    await remember(subject, "adam");
    const someoneElse = await app.send("DELETE", `/api/visitors/${ann.session.visitorId}`, visitor.headers);
    expect(someoneElse.status).toBe(403);
    expect(await threadsOf(ann.session.visitorId)).toBeGreaterThan(0);

    const deleted = await app.send("DELETE", `/api/visitors/${id}`, visitor.headers);
    expect(deleted.status).toBe(200);
    expect(visitorDeletionSchema.parse(await deleted.json())).toEqual({ threads: 2, memories: 2 });
    expect(await threadsOf(id)).toBe(0);
    expect(await memoriesOf(subject)).toBe(0);
    expect((await list(visitor.headers)).threads).toEqual([]);
  });

  it("lets a customer delete their visitor's data, only at their own customer", async () => {
    // The same visitor id at both customers (a widget id is only unique within one customer).
    const shared = `v_${randomBytes(18).toString("base64url")}`;
    const atCustomer = await app.widget(app.customer.key, shop, { visitorId: shared });
    const atRival = await app.widget(app.rival.key, otherShop, { visitorId: shared });
    await started(atCustomer, "Mine");
    await started(atRival, "Theirs");
    await remember(`visitor:${app.customer.id}:${shared}`);
    await remember(`visitor:${app.rival.id}:${shared}`);

    const byCustomer = await app.send("DELETE", `/api/visitors/${shared}`, asCustomer());
    expect(visitorDeletionSchema.parse(await byCustomer.json())).toEqual({ threads: 1, memories: 1 });
    expect(await threadsOf(shared)).toBe(1);
    expect(await memoriesOf(`visitor:${app.rival.id}:${shared}`)).toBe(1);

    // The administrator names no customer: the visitor goes everywhere.
    await started(atCustomer, "Again");
    const byAdmin = await app.send("DELETE", `/api/visitors/${shared}`, asAdmin());
    expect(visitorDeletionSchema.parse(await byAdmin.json())).toEqual({ threads: 2, memories: 1 });
    expect(await threadsOf(shared)).toBe(0);
    expect(await memoriesOf(`visitor:${app.rival.id}:${shared}`)).toBe(0);
  });

  it("forgets a verified user's memories at every customer, and no one whose id merely ends the same", async () => {
    const lookalike = "visitor:7:u:x:u:ada";
    await remember("visitor:hub:u:ada");
    await remember(lookalike);
    const answer = await app.send("DELETE", "/api/visitors/u:ada", asAdmin());
    expect(visitorDeletionSchema.parse(await answer.json())).toEqual({ threads: 0, memories: 1 });
    expect(await memoriesOf(lookalike)).toBe(1);
  });

  it("refuses a malformed visitor id", async () => {
    for (const bad of ["nobody", "v_short", "a:has%20space"]) {
      expect((await app.send("DELETE", `/api/visitors/${bad}`, asAdmin())).status, bad).toBe(400);
    }
  });
});

describe("identity secrets", () => {
  const secretPath = () => `/api/customers/${app.customer.id}/identity-secret`;

  it("is made on first read, the same on the next, and only for its customer or the administrator", async () => {
    const first = identitySecretSchema.parse(await (await app.send("GET", secretPath(), asCustomer())).json());
    const again = identitySecretSchema.parse(await (await app.send("GET", secretPath(), asAdmin())).json());
    expect(again).toEqual(first);
    expect((await app.send("GET", secretPath(), asRival())).status).toBe(403);
    expect((await app.send("GET", secretPath(), ann.headers)).status).toBe(401);
    expect((await app.send("GET", "/api/customers/999999/identity-secret", asAdmin())).status).toBe(404);
    // Stored sealed: the row holds no hex of it.
    const rows = await app.t.test.hub.db.execute(sql`select * from conversation_settings`);
    expect(JSON.stringify(rows)).not.toContain(first.secret);
  });

  it("rotates: hashes signed with the old secret stop verifying at once", async () => {
    const old = identitySecretSchema.parse(await (await app.send("GET", secretPath(), asCustomer())).json());
    const identity = (secret: string) => ({ userId: "carol", userHash: userHashOf(secret, "carol") });
    expect((await app.startSession(app.customer.key, shop, identity(old.secret))).status).toBe(201);
    const rotated = await app.send("POST", secretPath(), asCustomer());
    expect(rotated.status).toBe(200);
    const fresh = identitySecretSchema.parse(await rotated.json());
    expect(fresh.secret).not.toBe(old.secret);
    expect(Date.parse(fresh.rotatedAt)).toBeGreaterThanOrEqual(Date.parse(old.rotatedAt));
    const stale = await app.startSession(app.customer.key, shop, identity(old.secret));
    expect(stale.status).toBe(401);
    expect(await errorCode(stale)).toBe("identity_not_verified");
    expect((await app.startSession(app.customer.key, shop, identity(fresh.secret))).status).toBe(201);
    // A rotation is a write: refused from another origin.
    const crossSite = await app.send("POST", secretPath(), { ...asCustomer(), origin: "https://evil.example.test" });
    expect(crossSite.status).toBe(403);
  });
});

describe("conversation settings", () => {
  const settingsPath = () => `/api/customers/${app.customer.id}/conversation-settings`;

  it("keeps threads for ever by default; a saved retention deletes older threads at once", async () => {
    expect(
      conversationSettingsSchema.parse(await (await app.send("GET", settingsPath(), asCustomer())).json()),
    ).toEqual({ retentionDays: null });
    const old = await started(ann, "An old question");
    await app.t.test.hub.db
      .update(threads)
      .set({ updatedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(threads.id, old));
    const saved = await app.send("PUT", settingsPath(), asCustomer(), { retentionDays: 30 });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ retentionDays: 30 });
    expect(await json(await app.send("GET", settingsPath(), asAdmin()))).toEqual({ retentionDays: 30 });
    expect((await app.send("GET", `/api/threads/${old}`, ann.headers)).status).toBe(404);
    expect((await app.send("GET", `/api/threads/${ids.annFirst}`, ann.headers)).status).toBe(200);
    expect(await json(await app.send("PUT", settingsPath(), asCustomer(), { retentionDays: null }))).toEqual({
      retentionDays: null,
    });
  });

  it("validates: 1 to 3650 days or null; another customer's is refused", async () => {
    for (const body of [
      { retentionDays: 0 },
      { retentionDays: 3651 },
      { retentionDays: 1.5 },
      { retentionDays: "9" },
      {},
    ]) {
      const refused = await app.send("PUT", settingsPath(), asCustomer(), body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(refused)).toBe("invalid_request");
    }
    expect((await app.send("PUT", settingsPath(), asRival(), { retentionDays: 5 })).status).toBe(403);
    expect((await app.send("GET", settingsPath(), asRival())).status).toBe(403);
    expect(
      (await app.send("PUT", "/api/customers/999999/conversation-settings", asAdmin(), { retentionDays: 5 })).status,
    ).toBe(404);
  });
});
