// Issue 26, the widget's side: a <hom-chat> with a publishable key on a customer's site keeps its threads on a
// real hub (its upstream a local OpenAI stand-in): they resume after a reload, follow a verified visitor to
// another browser, take ratings, and tell the host page (and an iframe's host) when the thread changes.
// /browser does the same for the signed-in user through the site's own session.
import { createHmac } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FrameLocator, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  HomWidgetEventMap,
  IdentitySecret,
  PublishableKey,
  Thread,
  ThreadList,
} from "../../packages/core/src/index";
import { openPagePerTest, watchErrors } from "../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../scripts/e2e/host-server";
import { standInHubPerFile } from "../../scripts/e2e/stand-in-hub";

type ThreadChange = HomWidgetEventMap["hom-thread-changed"];
const root = fileURLToPath(new URL("../../", import.meta.url));
const reply = "Hello from your hub.";
/** The hub, with the demo customer (1) whose widget keys the tests use. */
const stand = standInHubPerFile("threads", reply);
let host: HostServer;
let secret = "";

let page: Page;
let errors: string[];
const opened = openPagePerTest((o) => ({ page, errors } = o));

beforeAll(async () => {
  host = await startHostServer();
  secret = (await stand.admin<IdentitySecret>("GET", "/api/customers/1/identity-secret")).secret;
});
afterAll(async () => {
  await host?.close();
});

/** A widget key of customer 1 for the host's origin: one per test, so no test spends another's minute. */
const newKey = async () =>
  (await stand.admin<PublishableKey>("POST", "/api/customers/1/publishable-keys", { allowedOrigins: [host.origin] }))
    .key;

let pages = 0;
/** A customer's page on the host's origin: the loader and one chat, every hom-thread-changed kept. */
function customerPage(attributes: string): string {
  return host.page(
    `/shop-${++pages}`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<script>window.changes = []; document.addEventListener("hom-thread-changed", (e) => window.changes.push(e.detail));</script>
<script type="module" src="${stand.hub.baseUrl}/widgets/v1/loader.js"></script></head>
<body><main><hom-chat ${attributes}></hom-chat></main></body></html>`,
  );
}
const changes = (on: Page = page) => on.evaluate(() => (window as unknown as { changes: ThreadChange[] }).changes);

const chatIn = (on: Page | FrameLocator = page) => on.locator("hom-chat");
const messages = (chat: Locator) => chat.getByTestId("chat-message");
/** Sends a message and waits for the hub's answer to it (the n-th assistant message). */
async function say(chat: Locator, text: string, answers: number): Promise<void> {
  await chat.getByLabel("Message", { exact: true }).fill(text);
  await chat.getByRole("button", { name: "Send" }).click();
  await expect
    .poll(() => messages(chat).filter({ hasText: reply }).count(), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(answers);
}
/** axe-core's violations on the page's <main> (it reads into open shadow roots). */
async function axeViolations(): Promise<string[]> {
  await page.addScriptTag({ path: join(root, "node_modules/axe-core/axe.min.js") });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: unknown }[] }[] };
    const { axe } = window as unknown as { axe: { run(context: unknown): Promise<Result> } };
    const result = await axe.run(document.querySelector("main"));
    return result.violations.map(({ id, nodes }) => `${id}: ${JSON.stringify(nodes.map((node) => node.target))}`);
  });
}
/** What the customer's backend computes: HMAC-SHA256 of the user id, keyed with the secret's bytes (hex). */
const userHash = (userId: string) => createHmac("sha256", Buffer.from(secret, "hex")).update(userId).digest("hex");

describe("<hom-chat> with a publishable key keeps its threads on the hub", () => {
  it("a visitor's thread resumes after a reload, and the host page hears hom-thread-changed", async () => {
    const key = await newKey();
    const sent: Record<string, string>[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/openai/chat/completions") && request.method() === "POST") {
        sent.push(request.headers());
      }
    });
    await page.goto(customerPage(`publishable-key="${key}"`));
    const chat = chatIn();
    await say(chat, "What is your return policy?", 1);

    const [created] = await changes();
    expect(created).toMatchObject({ title: null, reason: "created" });
    const threadId = created?.threadId ?? "";
    expect(threadId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // Every keyed call carries the visitor's token; the chat call names its thread and its answer.
    expect(sent[0]?.["x-publishable-key"]).toBe(key);
    expect(sent[0]?.["x-visitor-token"]).toMatch(/\./);
    expect(sent[0]?.["x-hom-thread"]).toBe(threadId);
    const replyId = sent[0]?.["x-hom-reply-id"] ?? "";

    const stored = await stand.admin<Thread>("GET", `/api/threads/${threadId}`);
    expect(stored.title).toBe("What is your return policy?");
    expect(stored.publishableKey).toBe(key);
    expect(stored.origin).toBe(host.origin);
    expect(stored.visitorId).toMatch(/^v_/);
    expect(stored.messages.map(({ role, content }) => [role, content])).toEqual([
      ["user", "What is your return policy?"],
      ["assistant", reply],
    ]);
    expect(stored.messages[1]?.id).toBe(replyId);

    await page.reload();
    await expect
      .poll(() => messages(chatIn()).allTextContents())
      .toEqual([expect.stringContaining("What is your return policy?"), expect.stringContaining(reply)]);
    expect(await changes()).toEqual([{ threadId, title: "What is your return policy?", reason: "switched" }]);
    expect(await chatIn().getByTestId("message-count").textContent()).toBe("2 messages");
    // The next message goes to the same thread.
    await say(chatIn(), "And for sale items?", 2);
    const again = await stand.admin<Thread>("GET", `/api/threads/${threadId}`);
    expect(again.messages).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it("rating an answer persists: the thumb stays pressed after a reload, with its comment", async () => {
    const key = await newKey();
    await page.goto(customerPage(`publishable-key="${key}"`));
    const chat = chatIn();
    await say(chat, "Do you ship to Norway?", 1);
    const answer = messages(chat).nth(2);
    const helpful = answer.getByRole("button", { name: "Helpful", exact: true });
    expect(await helpful.getAttribute("aria-pressed")).toBe("false");
    await helpful.click();
    await expect.poll(() => helpful.getAttribute("aria-pressed")).toBe("true");
    await answer.getByRole("button", { name: "Add a comment" }).click();
    await answer.getByLabel("Comment").fill("Clear and quick.");
    await answer.getByRole("button", { name: "Send comment" }).click();
    await answer.getByRole("button", { name: "Edit comment" }).waitFor();

    const [created] = await changes();
    const stored = await stand.admin<Thread>("GET", `/api/threads/${created?.threadId}`);
    expect(stored.messages[1]?.feedback).toMatchObject({ rating: "up", comment: "Clear and quick." });

    await page.reload();
    const resumed = messages(chatIn()).nth(1);
    await expect
      .poll(() => resumed.getByRole("button", { name: "Helpful", exact: true }).getAttribute("aria-pressed"))
      .toBe("true");
    expect(await resumed.getByRole("button", { name: "Not helpful" }).getAttribute("aria-pressed")).toBe("false");
    // A second rating replaces the first.
    await resumed.getByRole("button", { name: "Not helpful" }).click();
    await expect
      .poll(
        async () =>
          (await stand.admin<Thread>("GET", `/api/threads/${created?.threadId}`)).messages[1]?.feedback?.rating,
      )
      .toBe("down");
    expect(errors).toEqual([]);
  });

  it("a verified visitor (user-id and a valid user-hash) finds the thread in a second browser; a wrong hash is refused", async () => {
    const key = await newKey();
    const userId = `grace-${Date.now()}@shop.example`;
    const attributes = `publishable-key="${key}" user-id="${userId}" user-hash="${userHash(userId)}"`;
    await page.goto(customerPage(attributes));
    await say(chatIn(), "Where is my order 1234?", 1);
    const [created] = await changes();
    expect((await stand.admin<Thread>("GET", `/api/threads/${created?.threadId}`)).visitorId).toBe(`u:${userId}`);

    // Another device: a new context has no localStorage, and finds the thread through the verified id.
    const other = await opened.browser.newContext();
    // As for the test's own page: a wait that never ends fails at its step, not as the test's bare 30 s timeout.
    other.setDefaultTimeout(15_000);
    try {
      const second = await other.newPage();
      const secondErrors = watchErrors(second);
      await second.goto(customerPage(attributes));
      const chat = chatIn(second);
      await chat.getByRole("button", { name: "Conversations" }).click();
      const list = chat.getByRole("region", { name: "Conversations" });
      await list.getByRole("button", { name: /^Where is my order 1234\?/ }).click();
      await expect
        .poll(() => messages(chat).allTextContents())
        .toEqual([expect.stringContaining("Where is my order 1234?"), expect.stringContaining(reply)]);
      expect(await changes(second)).toEqual([
        { threadId: created?.threadId, title: "Where is my order 1234?", reason: "switched" },
      ]);
      // The "done when": rated on the second device, read in the customer's inbox.
      const answer = messages(chat).nth(1);
      await answer.getByRole("button", { name: "Not helpful" }).click();
      await answer.getByRole("button", { name: "Add a comment" }).click();
      await answer.getByLabel("Comment").fill("It did not say when it ships.");
      await answer.getByRole("button", { name: "Send comment" }).click();
      await answer.getByRole("button", { name: "Edit comment" }).waitFor();
      const inbox = await stand.admin<ThreadList>("GET", `/api/threads?customerId=1&key=${key}&feedback=down`);
      expect(inbox.threads.map((thread) => [thread.id, thread.feedback])).toEqual([
        [created?.threadId, { up: 0, down: 1 }],
      ]);
      const read = await stand.admin<Thread>("GET", `/api/threads/${created?.threadId}`);
      expect(read.messages[1]?.feedback).toMatchObject({ rating: "down", comment: "It did not say when it ships." });
      expect(secondErrors).toEqual([]);

      // A hash the customer's backend did not sign: the hub refuses the session, and the chat says why. This
      // context remembers the thread opened above (same key and user id), so the page starts reading it while
      // the message is typed: the box must keep the text (only Send waits) for the click to go through.
      const forged = await other.newPage();
      await forged.goto(customerPage(`publishable-key="${key}" user-id="${userId}" user-hash="${"0".repeat(64)}"`));
      const refused = chatIn(forged);
      await refused.getByLabel("Message", { exact: true }).fill("Hello?");
      await refused.getByRole("button", { name: "Send" }).click();
      await refused
        .getByTestId("chat-toast")
        .getByText(/userHash is not the HMAC-SHA256/)
        .waitFor();
    } finally {
      await other.close();
    }
  });

  it("the thread list renames, deletes and deletes the visitor's data, each telling the host page", async () => {
    const key = await newKey();
    await page.goto(customerPage(`publishable-key="${key}"`));
    const chat = chatIn();
    await say(chat, "First question", 1);
    await chat.getByRole("button", { name: "New chat" }).click();
    await say(chat, "Second question", 1);
    const [first, second] = (await changes()).map((change) => change.threadId);
    const visitorOfFirst = (await stand.admin<Thread>("GET", `/api/threads/${first}`)).visitorId;

    const toggle = chat.getByRole("button", { name: "Conversations" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const list = chat.getByRole("region", { name: "Conversations" });
    await expect.poll(() => list.getAttribute("data-state")).toBe("ready");
    expect(await list.locator("li").count()).toBe(2);
    // The shown thread is marked; the newest comes first.
    expect(await list.getByRole("button", { name: /^Second question/ }).getAttribute("aria-current")).toBe("true");
    // The parts a host page styles are there.
    for (const part of ["threads", "thread-list", "feedback"]) {
      expect(await chat.locator(`[part~="${part}"]`).count(), part).toBeGreaterThan(0);
    }
    // The list and the feedback buttons pass axe, in both themes.
    for (const theme of ["light", "dark"]) {
      await page.locator("hom-chat").evaluate((element, name) => element.setAttribute("theme", name), theme);
      expect(await axeViolations(), theme).toEqual([]);
    }

    await list.getByRole("button", { name: "Rename Second question" }).click();
    await list.getByLabel("New title").fill("Shipping");
    await list.getByRole("button", { name: "Save" }).click();
    await list.getByRole("button", { name: /^Shipping/ }).waitFor();
    expect((await stand.admin<Thread>("GET", `/api/threads/${second}`)).title).toBe("Shipping");

    await list.getByRole("button", { name: "Delete Shipping" }).click();
    await list.getByRole("group", { name: 'Delete "Shipping"?' }).getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => list.locator("li").count()).toBe(1);
    // The shown thread went: the chat starts afresh.
    await expect.poll(() => messages(chat).count()).toBe(1);

    await list.getByRole("button", { name: "Delete my data" }).click();
    await list
      .getByRole("group", { name: /^Delete all your conversations/ })
      .getByRole("button")
      .first()
      .click();
    await list.getByText("Deleted 1 conversation and 0 memory entries.").waitFor();
    expect(await changes()).toEqual([
      { threadId: first, title: null, reason: "created" },
      { threadId: second, title: null, reason: "created" },
      { threadId: second, title: "Shipping", reason: "renamed" },
      { threadId: second, title: null, reason: "deleted" },
      { threadId: null, title: null, reason: "deleted" },
    ]);
    const left = await stand.admin<ThreadList>("GET", `/api/threads?key=${key}`);
    expect(left.threads).toEqual([]);
    // Nor is the id this browser kept for them: after a reload they chat as a new visitor.
    await page.reload();
    await say(chatIn(), "Am I someone new?", 1);
    const after = await stand.admin<ThreadList>("GET", `/api/threads?key=${key}`);
    expect(after.threads).toHaveLength(1);
    expect(after.threads[0]?.visitorId).not.toBe(visitorOfFirst);
    expect(errors).toEqual([]);
  });

  it("a token the hub no longer accepts is renewed once, and the message goes through", async () => {
    const key = await newKey();
    const sessions: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/widget/sessions")) sessions.push(request.method());
    });
    let forged = 0;
    await page.route(`${stand.hub.baseUrl}/api/openai/chat/completions`, async (route) => {
      // The first call leaves with a token the hub did not sign; the real hub refuses it.
      if (route.request().method() === "POST" && forged++ === 0) {
        return route.continue({ headers: { ...route.request().headers(), "x-visitor-token": "forged.token" } });
      }
      return route.continue();
    });
    await page.goto(customerPage(`publishable-key="${key}"`));
    await say(chatIn(), "Is the shop open on Sunday?", 1);
    expect(sessions.filter((method) => method === "POST")).toHaveLength(2);
    expect(forged).toBe(2);
    expect(errors.filter((error) => !error.includes("/api/openai/chat/completions"))).toEqual([]);
  });

  it("through the iframe protocol, hom-thread-changed reaches the page that embeds the hub's chat", async () => {
    const key = await newKey();
    const url = host.page(
      `/framed-${++pages}`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Framed</title></head><body>
<iframe src="${stand.hub.baseUrl}/widgets/v1/chatgpt?publishable-key=${key}" title="Chat" style="width:480px"></iframe>
<script type="module">
  import "${stand.hub.baseUrl}/widgets/v1/embed.js";
  window.changes = [];
  document.querySelector("iframe").addEventListener("hom-thread-changed", (e) => window.changes.push(e.detail));
</script></body></html>`,
    );
    await page.goto(url);
    await page.locator('iframe[data-hom-state="ready"]').waitFor();
    await say(chatIn(page.frameLocator("iframe")), "Hello from a frame", 1);
    await expect.poll(() => changes()).toEqual([expect.objectContaining({ reason: "created", title: null })]);
    const [created] = await changes();
    // The frame's calls bill the key for the embedding page.
    expect((await stand.admin<Thread>("GET", `/api/threads/${created?.threadId}`)).origin).toBe(host.origin);
    expect(errors).toEqual([]);
  });
});

describe("/browser keeps the signed-in user's threads through the site's session", () => {
  it("resumes after a reload, lists the thread and takes a rating; signed out it stays as it was", async () => {
    await page.goto(`${stand.hub.baseUrl}/browser`);
    const input = page.getByRole("textbox", { name: "Message" });
    // Signed out: today's chat, no threads.
    await input.waitFor();
    expect(await page.getByRole("button", { name: "Conversations" }).count()).toBe(0);

    await page.request.post(`${stand.hub.baseUrl}/api/admin/login`, {
      data: { password: stand.adminPassword },
      headers: { origin: stand.hub.baseUrl },
    });
    await page.goto(`${stand.hub.baseUrl}/browser`);
    await page.getByRole("button", { name: "Conversations" }).waitFor();
    await input.fill("Plan my week");
    await input.press("Enter");
    await expect.poll(() => page.getByTestId("chat-message").filter({ hasText: reply }).count()).toBe(1);
    const mine = await stand.admin<ThreadList>("GET", "/api/threads?mine=true");
    const thread = mine.threads.find((found) => found.title === "Plan my week");
    expect(thread?.visitorId).toMatch(/^a:/);
    expect(thread?.customerId).toBeNull();

    await page.reload();
    await expect
      .poll(() => page.getByTestId("chat-message").allTextContents())
      .toEqual([expect.stringContaining("Plan my week"), expect.stringContaining(reply)]);
    await page.getByRole("button", { name: "Helpful", exact: true }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Helpful", exact: true }).getAttribute("aria-pressed"))
      .toBe("true");
    await expect
      .poll(async () => (await stand.admin<Thread>("GET", `/api/threads/${thread?.id}`)).messages[1]?.feedback?.rating)
      .toBe("up");
    await page.getByRole("button", { name: "Conversations" }).click();
    await page
      .getByRole("region", { name: "Conversations" })
      .getByRole("button", { name: /^Plan my week/ })
      .waitFor();
    expect(errors).toEqual([]);
  });
});
