// A widget's chat recorded server-side: the visitor's session, the thread made on first use, the answer stored
// when it ends (JSON or streamed), resumed by the same visitor and, with a signed identity, from a new session.
import { randomBytes } from "node:crypto";
import { apiErrorSchema, type Thread, threadListSchema, threadSchema, widgetSessionSchema } from "@hub-of-minds/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { threadMessages, threads } from "../db/schema";
import { json } from "../testing/json";
import { userHashOf } from "./conversation-settings";
import {
  type ConversationsTestApp,
  createConversationsTestApp,
  eventually,
  otherShop,
  shop,
  type Widget,
} from "./testing/conversations-test-app";

let app: ConversationsTestApp;
beforeAll(async () => {
  app = await createConversationsTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const newThreadId = () => `t_${randomBytes(9).toString("base64url")}`;
const readThread = async (widget: Pick<Widget, "headers">, id: string) => {
  const answer = await app.send("GET", `/api/threads/${id}`, widget.headers);
  return { status: answer.status, body: (await answer.json()) as unknown };
};
const threadOf = async (widget: Pick<Widget, "headers">, id: string): Promise<Thread> => {
  const read = await readThread(widget, id);
  expect(read.status).toBe(200);
  return threadSchema.parse(read.body);
};
const errorCode = async (response: Response) => apiErrorSchema.parse(await response.json()).code;

describe("POST /api/widget/sessions", () => {
  it("hands an anonymous visitor a new id and a token bound to the key and the page; 201", async () => {
    const started = await app.startSession(app.customer.key, shop);
    expect(started.status).toBe(201);
    expect(started.headers.get("access-control-allow-origin")).toBe(shop);
    const session = widgetSessionSchema.parse(await started.json());
    expect(session.visitorId).toMatch(/^v_[A-Za-z0-9_-]{24}$/);
    expect(session.verified).toBe(false);
    const lifetime = Date.parse(session.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
    // The widget sends its id back next time: the same visitor.
    const again = widgetSessionSchema.parse(
      await (await app.startSession(app.customer.key, shop, { visitorId: session.visitorId })).json(),
    );
    expect(again.visitorId).toBe(session.visitorId);
  });

  it("refuses a key on a page it does not allow, no key, and a revoked key", async () => {
    const elsewhere = await app.startSession(app.customer.key, "https://evil.example.test");
    expect(elsewhere.status).toBe(403);
    expect(await errorCode(elsewhere)).toBe("origin_not_allowed");
    const keyless = await app.send("POST", "/api/widget/sessions", { origin: shop }, {});
    expect(keyless.status).toBe(403);
    const sameOrigin = await app.send("POST", "/api/widget/sessions", {}, {});
    expect(sameOrigin.status).toBe(403);

    const key = await app.createKey(app.customer.id, [shop]);
    const widget = await app.widget(key, shop);
    const revoked = await app.send("DELETE", `/api/customers/${app.customer.id}/publishable-keys/${key}`, {
      cookie: app.admin,
    });
    expect(revoked.status).toBe(204);
    expect((await app.startSession(key, shop)).status).toBe(403);
    // Its tokens stop at once too, though they have not expired.
    const call = await app.chat(widget.headers);
    expect(call.status).toBe(403);
    expect(await errorCode(call)).toBe("origin_not_allowed");
  });

  it("verifies a user signed with the customer's identity secret; a wrong hash or no secret yet is 401", async () => {
    // The rival never read their secret: nothing can verify yet.
    const unset = await app.startSession(app.rival.key, otherShop, { userId: "ada", userHash: "0".repeat(64) });
    expect(unset.status).toBe(401);
    expect(await errorCode(unset)).toBe("identity_not_verified");

    const secret = await json<{ secret: string; rotatedAt: string }>(
      await app.send("GET", `/api/customers/${app.customer.id}/identity-secret`, { cookie: app.customer.cookie }),
    );
    expect(secret.secret).toMatch(/^[0-9a-f]{64}$/);
    const started = await app.startSession(app.customer.key, shop, {
      userId: "ada@example.com",
      userHash: userHashOf(secret.secret, "ada@example.com"),
    });
    expect(started.status).toBe(201);
    expect(widgetSessionSchema.parse(await started.json())).toMatchObject({
      visitorId: "u:ada@example.com",
      verified: true,
    });
    for (const userHash of [userHashOf(secret.secret, "grace@example.com"), "f".repeat(64)]) {
      const wrong = await app.startSession(app.customer.key, shop, { userId: "ada@example.com", userHash });
      expect(wrong.status).toBe(401);
      expect(await errorCode(wrong)).toBe("identity_not_verified");
    }
    // Upper-case hex is the same hash.
    const upper = await app.startSession(app.customer.key, shop, {
      userId: "ada@example.com",
      userHash: userHashOf(secret.secret, "ada@example.com").toUpperCase(),
    });
    expect(upper.status).toBe(201);
    // userId without its hash is bad input.
    expect((await app.startSession(app.customer.key, shop, { userId: "ada@example.com" })).status).toBe(400);
  });

  it("answers an iframe's session for the page that embeds it", async () => {
    const framed = await app.send(
      "POST",
      "/api/widget/sessions",
      { origin: "http://localhost", "x-publishable-key": app.customer.key, "x-hom-embedding-origin": shop },
      {},
    );
    expect(framed.status).toBe(201);
    const session = widgetSessionSchema.parse(await framed.json());
    const chat = await app.chat(
      {
        origin: "http://localhost",
        "x-publishable-key": app.customer.key,
        "x-hom-embedding-origin": shop,
        "x-visitor-token": session.token,
      },
      { threadId: newThreadId(), replyId: "r1" },
    );
    expect(chat.status).toBe(200);
  });
});

describe("a chat recorded in its thread", () => {
  it("needs a visitor token for a widget's chat; the session call is the one without", async () => {
    const keyOnly = await app.chat({ origin: shop, "x-publishable-key": app.customer.key });
    expect(keyOnly.status).toBe(401);
    expect(await errorCode(keyOnly)).toBe("visitor_token_required");
    const forged = await app.chat({ origin: shop, "x-publishable-key": app.customer.key, "x-visitor-token": "x.y" });
    expect(await errorCode(forged)).toBe("visitor_token_invalid");
    // A token of another customer's key.
    const rival = await app.widget(app.rival.key, otherShop);
    const borrowed = await app.chat({ ...rival.headers, origin: shop, "x-publishable-key": app.customer.key });
    expect(borrowed.status).toBe(401);
    expect(await errorCode(borrowed)).toBe("visitor_token_invalid");
  });

  it("stores the question and the JSON answer with its tokens, and the thread resumes for the same visitor", async () => {
    const widget = await app.widget(app.customer.key, shop);
    const threadId = newThreadId();
    const answer = await app.chat(widget.headers, {
      threadId,
      replyId: "reply-1",
      content: "What are your opening hours?",
    });
    expect(answer.status).toBe(200);
    const thread = await threadOf(widget, threadId);
    expect(thread).toMatchObject({
      id: threadId,
      title: "What are your opening hours?",
      customerId: app.customer.id,
      visitorId: widget.session.visitorId,
      userId: null,
      publishableKey: app.customer.key,
      origin: shop,
      personalityId: null,
      model: "gpt-4o",
      messageCount: 2,
      feedback: { up: 0, down: 0 },
    });
    expect(thread.messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "What are your opening hours?"],
      ["assistant", "Hello from the stand-in."],
    ]);
    const [, reply] = thread.messages;
    // The stand-in reports 9 prompt tokens and one per word of its reply.
    expect(reply).toMatchObject({ id: "reply-1", tokens: 9 + 4, citations: [], feedback: null });
    expect(thread.tokens).toBe(13);

    // A reload: a new session for the same visitor id finds the thread in the list and opens it.
    const reloaded = await app.widget(app.customer.key, shop, { visitorId: widget.session.visitorId });
    const list = threadListSchema.parse(await (await app.send("GET", "/api/threads", reloaded.headers)).json());
    expect(list.threads.map((t) => t.id)).toEqual([threadId]);
    expect(list.total).toBe(1);
    expect((await threadOf(reloaded, threadId)).messages).toHaveLength(2);

    // The next turn sends the whole history; only its last question is stored again.
    await app.chat(reloaded.headers, {
      threadId,
      replyId: "reply-2",
      messages: [
        { role: "user", content: "What are your opening hours?" },
        { role: "assistant", content: "Hello from the stand-in." },
        { role: "user", content: "And on Sundays?" },
      ],
    });
    const longer = await threadOf(reloaded, threadId);
    expect(longer.messages.map((m) => m.content)).toEqual([
      "What are your opening hours?",
      "Hello from the stand-in.",
      "And on Sundays?",
      "Hello from the stand-in.",
    ]);
    // The first question still names the thread.
    expect(longer.title).toBe("What are your opening hours?");
  });

  it("stores a streamed answer when the stream ends", async () => {
    const widget = await app.widget(app.customer.key, shop);
    const threadId = newThreadId();
    app.t.standIn.reply = "A streamed answer, word by word.";
    try {
      const answer = await app.chat(widget.headers, { threadId, replyId: "s1", stream: true, content: "Stream it" });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("data: [DONE]");
    } finally {
      app.t.standIn.reply = "Hello from the stand-in.";
    }
    const thread = await eventually(
      () => threadOf(widget, threadId),
      (read) => read.messages.length === 2,
    );
    expect(thread.messages[1]).toMatchObject({
      id: "s1",
      role: "assistant",
      content: "A streamed answer, word by word.",
      tokens: 9 + 6,
    });
  });

  it("a retried reply id stores the question once and the latest answer", async () => {
    const widget = await app.widget(app.customer.key, shop);
    const threadId = newThreadId();
    await app.chat(widget.headers, { threadId, replyId: "again", content: "Once" });
    app.t.standIn.reply = "Second try.";
    try {
      await app.chat(widget.headers, { threadId, replyId: "again", content: "Once" });
    } finally {
      app.t.standIn.reply = "Hello from the stand-in.";
    }
    expect((await threadOf(widget, threadId)).messages.map((m) => m.content)).toEqual(["Once", "Second try."]);
  });

  it("answers 404 for another visitor's thread before anything is spent, and never reveals it", async () => {
    const owner = await app.widget(app.customer.key, shop);
    const threadId = newThreadId();
    await app.chat(owner.headers, { threadId, replyId: "r1", content: "Mine" });
    const stranger = await app.widget(app.customer.key, shop);
    const rival = await app.widget(app.rival.key, otherShop);
    for (const other of [stranger, rival]) {
      const calls = app.t.standIn.requests.length;
      const chat = await app.chat(other.headers, { threadId, replyId: "r2", content: "Let me in" });
      expect(chat.status).toBe(404);
      expect(await errorCode(chat)).toBe("thread_not_found");
      expect(app.t.standIn.requests.length).toBe(calls);
      const read = await readThread(other, threadId);
      expect(read.status).toBe(404);
      expect(apiErrorSchema.parse(read.body)).toEqual({ code: "thread_not_found", message: `No thread ${threadId}` });
      // The same answer as for a thread that does not exist at all.
      expect((await readThread(other, newThreadId())).status).toBe(404);
      expect((await app.send("PATCH", `/api/threads/${threadId}`, other.headers, { title: "Stolen" })).status).toBe(
        404,
      );
      expect((await app.send("DELETE", `/api/threads/${threadId}`, other.headers)).status).toBe(404);
      const rate = await app.send("POST", `/api/threads/${threadId}/messages/r1/feedback`, other.headers, {
        rating: "down",
      });
      expect(rate.status).toBe(404);
      const list = threadListSchema.parse(await (await app.send("GET", "/api/threads", other.headers)).json());
      expect(list.threads.map((t) => t.id)).not.toContain(threadId);
      // The rival's customer in their inbox does not see it either.
      const inbox = await app.send("GET", `/api/threads/${threadId}`, { cookie: app.rival.cookie });
      expect(inbox.status).toBe(404);
    }
    expect((await threadOf(owner, threadId)).messages).toHaveLength(2);
  });

  it("a verified user finds their thread from a new session on another device", async () => {
    const { secret } = await json<{ secret: string }>(
      await app.send("GET", `/api/customers/${app.customer.id}/identity-secret`, { cookie: app.admin }),
    );
    const identity = { userId: "user-42", userHash: userHashOf(secret, "user-42") };
    const laptop = await app.widget(app.customer.key, shop, identity);
    expect(laptop.session).toMatchObject({ visitorId: "u:user-42", verified: true });
    const threadId = newThreadId();
    await app.chat(laptop.headers, { threadId, replyId: "r1", content: "Started on my laptop" });
    // Another browser: no visitor id kept, only the customer's signature.
    const phone = await app.widget(app.customer.key, shop, identity);
    const list = threadListSchema.parse(await (await app.send("GET", "/api/threads", phone.headers)).json());
    expect(list.threads.map((t) => t.id)).toEqual([threadId]);
    expect(list.threads[0]).toMatchObject({ userId: "user-42", visitorId: "u:user-42" });
    expect((await threadOf(phone, threadId)).messages[0]?.content).toBe("Started on my laptop");
    // An anonymous session of that device does not.
    const anonymous = await app.widget(app.customer.key, shop);
    expect((await readThread(anonymous, threadId)).status).toBe(404);
  });

  it("records a signed-in account's chat on the hub's own pages, and nothing without the thread headers", async () => {
    const threadId = newThreadId();
    const own = { cookie: app.customer.cookie, origin: "http://localhost" };
    expect((await app.chat(own, { threadId, replyId: "r1", content: "From /browser", model: "eve" })).status).toBe(200);
    const thread = await threadOf({ headers: own }, threadId);
    expect(thread).toMatchObject({ customerId: app.customer.id, personalityId: "eve", model: "eve" });
    expect(thread.visitorId).toMatch(/^a:/);
    const mine = threadListSchema.parse(
      await (await app.send("GET", "/api/threads?mine=true", { cookie: app.customer.cookie })).json(),
    );
    expect(mine.threads.map((t) => t.id)).toEqual([threadId]);
    // The administrator's own threads belong to no customer.
    const adminThread = newThreadId();
    await app.chat({ cookie: app.admin }, { threadId: adminThread, replyId: "r1" });
    const admins = await threadOf({ headers: { cookie: app.admin } }, adminThread);
    expect(admins.customerId).toBeNull();

    // Without the headers nothing is stored (the keyless, local-only mode).
    const before = (await app.t.test.hub.db.select().from(threads)).length;
    expect((await app.chat({})).status).toBe(200);
    expect((await app.chat({ cookie: app.customer.cookie })).status).toBe(200);
    expect((await app.t.test.hub.db.select().from(threads)).length).toBe(before);
    // Thread headers without a visitor or a session: refused, not silently dropped.
    const anonymous = await app.chat({}, { threadId: newThreadId(), replyId: "r1" });
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe("sign_in_required");
    // Half the headers, or a malformed id, is bad input.
    expect((await app.chat(own, { threadId: newThreadId() })).status).toBe(400);
    expect((await app.chat(own, { threadId: "short", replyId: "r1" })).status).toBe(400);
  });

  it("grounds a personality in what it remembers about this visitor only", async () => {
    const widget = await app.widget(app.customer.key, shop);
    const subject = `visitor:${app.customer.id}:${widget.session.visitorId}`;
    const remembered = await app.send(
      "POST",
      "/api/memory/eve/entries",
      { cookie: app.admin },
      {
        subject,
        content: "Owns a bakery in Oslo.",
      },
    );
    expect(remembered.status).toBe(201);
    await app.chat(widget.headers, { model: "eve", content: "Do you remember my bakery?" });
    const prompt = JSON.stringify(app.t.standIn.requests.at(-1)?.body.messages);
    expect(prompt).toContain("Owns a bakery in Oslo.");
    // The same visitor id at another customer is someone else.
    const stranger = await app.widget(app.rival.key, otherShop, { visitorId: widget.session.visitorId });
    await app.chat(stranger.headers, { model: "eve", content: "Do you remember my bakery?" });
    expect(JSON.stringify(app.t.standIn.requests.at(-1)?.body.messages)).not.toContain("Oslo");
  });

  it("stores the passages a grounded answer cites, streamed or not", async () => {
    const admin = { cookie: app.admin };
    await app.send("POST", "/api/yaml-storage/containers", admin, {
      id: "shop-handbook",
      displayName: "Shop Handbook",
      category: "knowledge",
      maxSize: 100_000,
    });
    await app.send("POST", "/api/yaml-storage/containers/shop-handbook/documents", admin, {
      title: "Refunds",
      content: "A customer may ask for a full refund within 30 days of purchase.",
    });
    expect(
      (await app.send("PUT", "/api/ai-models/adam/knowledge", admin, { containerIds: ["shop-handbook"] })).status,
    ).toBe(200);
    const widget = await app.widget(app.customer.key, shop);
    const threadId = newThreadId();
    const question = "Can I get a refund after two weeks?";
    await app.chat(widget.headers, { threadId, replyId: "json", model: "adam", content: question });
    const streamed = await app.chat(widget.headers, {
      threadId,
      replyId: "stream",
      model: "adam",
      stream: true,
      content: question,
    });
    expect(await streamed.text()).toContain('"citations"');
    const thread = await eventually(
      () => threadOf(widget, threadId),
      (read) => read.messages.length === 3,
    );
    expect(thread.personalityId).toBe("adam");
    for (const id of ["json", "stream"]) {
      const answer = thread.messages.find((message) => message.id === id);
      expect(answer?.citations[0]).toMatchObject({ containerId: "shop-handbook", documentTitle: "Refunds" });
    }
  });

  it("deletes the thread's messages with it", async () => {
    const widget = await app.widget(app.customer.key, shop);
    const threadId = newThreadId();
    await app.chat(widget.headers, { threadId, replyId: "r1" });
    expect((await app.send("DELETE", `/api/threads/${threadId}`, widget.headers)).status).toBe(204);
    expect((await readThread(widget, threadId)).status).toBe(404);
    const left = await app.t.test.hub.db.select().from(threadMessages).where(eq(threadMessages.threadId, threadId));
    expect(left).toEqual([]);
  });
});

describe("each visitor's own requests per minute", () => {
  it("allow exactly the limit under 50 concurrent chats, the rest 429 visitor_rate_limited", async () => {
    await app.setWidgetKeys({ requestsPerMinute: 10_000, tokensPerDay: 100_000_000, visitorRequestsPerMinute: 10 });
    try {
      const widget = await app.widget(app.customer.key, shop);
      const threadId = newThreadId();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => app.chat(widget.headers, { threadId, replyId: `burst-${i}` })),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => answer.status)).toEqual(Array(40).fill(429));
      const codes = await Promise.all(refused.map(errorCode));
      expect(new Set(codes)).toEqual(new Set(["visitor_rate_limited"]));
      // Only the calls let through were recorded.
      expect((await threadOf(widget, threadId)).messages).toHaveLength(20);
    } finally {
      await app.setWidgetKeys({
        requestsPerMinute: 10_000,
        tokensPerDay: 100_000_000,
        visitorRequestsPerMinute: 10_000,
      });
    }
  });

  it("follow oversight_rules.yaml: past the limit 429 visitor_rate_limited, naming it", async () => {
    await app.setWidgetKeys({ requestsPerMinute: 10_000, tokensPerDay: 100_000_000, visitorRequestsPerMinute: 3 });
    try {
      const widget = await app.widget(app.customer.key, shop);
      for (let i = 0; i < 3; i++) expect((await app.chat(widget.headers)).status).toBe(200);
      const refused = await app.chat(widget.headers);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("access-control-allow-origin")).toBe(shop);
      const body = apiErrorSchema.parse(await refused.json());
      expect(body.code).toBe("visitor_rate_limited");
      expect(body.message).toMatch(/may send 3 requests per minute/);
      // Another visitor of the same key is not held back.
      expect((await app.chat((await app.widget(app.customer.key, shop)).headers)).status).toBe(200);
    } finally {
      await app.setWidgetKeys({
        requestsPerMinute: 10_000,
        tokensPerDay: 100_000_000,
        visitorRequestsPerMinute: 10_000,
      });
    }
  });
});
