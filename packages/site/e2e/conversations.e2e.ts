// The inbox end to end: two customers' visitors chat through the real API (a widget session per visitor, a
// local OpenAI stand-in upstream), then the first customer reads, filters, exports and deletes their threads
// in /conversations and never sees the other's; /embed's identity secret signs a user the hub then verifies.
import { createHmac } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { downloadedText, openPagePerTest } from "../../../scripts/e2e/browser";
import { standInHubPerFile } from "../../../scripts/e2e/stand-in-hub";
import { inviteAndSignIn } from "../../server/src/testing/test-accounts";
import { signInAs } from "./account-e2e-helpers";
import { axeViolations, unexpected } from "./hub-e2e-helpers";

const reply = "Your parcel left the depot this morning.";
const stand = standInHubPerFile("conversations", reply);

let page: Page;
let errors: string[];
openPagePerTest((next) => ({ page, errors } = next), { viewport: { width: 1280, height: 900 } });

const hubRequester = { request: (path: string, init?: RequestInit) => fetch(`${stand.hub.baseUrl}${path}`, init) };

interface Customer {
  id: number;
  email: string;
  password: string;
  cookie: string;
  key: string;
  origin: string;
}

async function customer(label: string, origin: string): Promise<Customer> {
  const email = `${label}-${Date.now()}@example.com`;
  const password = `${label}-chose-a-long-password`;
  const { id, cookie } = await inviteAndSignIn(hubRequester, stand.adminCookie, email, password);
  const created = await fetch(`${stand.hub.baseUrl}/api/customers/${id}/publishable-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ allowedOrigins: [origin] }),
  });
  if (created.status !== 201) throw new Error(`key: ${created.status} ${await created.text()}`);
  const { key } = (await created.json()) as { key: string };
  return { id, email, password, cookie, key, origin };
}

interface Visitor {
  token: string;
  visitorId: string;
  headers: Record<string, string>;
}

/** What the chat widget does on the customer's site: a session for its key and origin. */
async function visitor(owner: Customer, body: Record<string, string> = {}): Promise<Visitor> {
  const answer = await fetch(`${stand.hub.baseUrl}/api/widget/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-publishable-key": owner.key, origin: owner.origin },
    body: JSON.stringify(body),
  });
  if (answer.status !== 201) throw new Error(`session: ${answer.status} ${await answer.text()}`);
  const session = (await answer.json()) as { token: string; visitorId: string };
  return {
    ...session,
    headers: { "x-publishable-key": owner.key, "x-visitor-token": session.token, origin: owner.origin },
  };
}

/** One chat turn recorded in a thread, streamed as the widget streams it; answers the reply id. */
async function chat(who: Visitor, threadId: string, model: string, message: string): Promise<string> {
  const replyId = `r-${Math.random().toString(36).slice(2, 10)}`;
  const answer = await fetch(`${stand.hub.baseUrl}/api/openai/chat/completions`, {
    method: "POST",
    headers: {
      ...who.headers,
      "content-type": "application/json",
      "x-hom-thread": threadId,
      "x-hom-reply-id": replyId,
    },
    body: JSON.stringify({ model, stream: true, messages: [{ role: "user", content: message }] }),
  });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`chat: ${answer.status} ${text}`);
  return replyId;
}

async function rate(who: Visitor, threadId: string, replyId: string, rating: "up" | "down", comment?: string) {
  const answer = await fetch(`${stand.hub.baseUrl}/api/threads/${threadId}/messages/${replyId}/feedback`, {
    method: "POST",
    headers: { ...who.headers, "content-type": "application/json" },
    body: JSON.stringify({ rating, ...(comment ? { comment } : {}) }),
  });
  if (answer.status !== 200) throw new Error(`feedback: ${answer.status} ${await answer.text()}`);
}

const suffix = Date.now().toString(36);
const threads = {
  parcel: `parcel-${suffix}`,
  norway: `norway-${suffix}`,
  other: `other-${suffix}`,
};
let grace: Customer;
let ada: Customer;
let graceVisitor: Visitor;

beforeAll(async () => {
  grace = await customer("grace", "https://shop-grace.example");
  ada = await customer("ada", "https://shop-ada.example");
  graceVisitor = await visitor(grace);
  const parcelReply = await chat(graceVisitor, threads.parcel, "eve", "Where is my parcel?");
  await rate(graceVisitor, threads.parcel, parcelReply, "down", "I needed a tracking number.");
  await chat(graceVisitor, threads.norway, "gpt-4o", "Do you ship to Norway?");
  await chat(await visitor(ada), threads.other, "gpt-4o", "Ada's private question");
}, 240_000);

async function signInTo(path: string, who: Customer) {
  await page.goto(`${stand.hub.baseUrl}/sign-in?next=${encodeURIComponent(path)}`);
  await signInAs(page, who.email, who.password);
  await page.waitForURL(`${stand.hub.baseUrl}${path}`);
}

const rowTitles = () => page.getByTestId("thread-title").allTextContents();
/** The titles listed once the list has settled (not the previous filters' list while the next loads). */
const listed = async (count: number) => {
  const settled = page.locator(
    '[data-testid="thread-list"]:not([data-state="refreshing"]):not([data-state="loading"])',
  );
  await expect.poll(async () => ((await settled.count()) ? page.getByTestId("thread-row").count() : -1)).toBe(count);
  return rowTitles();
};

// The tests run in order on the threads seeded above: each deletion leaves fewer for the next.
describe("the conversations inbox (/conversations)", () => {
  it("shows a customer only their own visitors' threads, with a transcript and its rating", async () => {
    await signInTo("/conversations", grace);
    const titles = await listed(2);
    expect(titles.sort()).toEqual(["Do you ship to Norway?", "Where is my parcel?"]);
    expect(await page.getByTestId("thread-list").textContent()).not.toContain("Ada's private question");

    await page.getByTestId("thread-row").filter({ hasText: "Where is my parcel?" }).click();
    const transcript = page.getByTestId("transcript");
    await transcript.and(page.locator('[data-state="shown"]')).waitFor();
    expect(new URL(page.url()).searchParams.get("thread")).toBe(threads.parcel);
    const messages = transcript.getByTestId("transcript-message");
    expect(await messages.count()).toBe(2);
    expect(await messages.nth(0).textContent()).toContain("Where is my parcel?");
    expect(await messages.nth(1).textContent()).toContain(reply);
    expect(await messages.nth(1).textContent()).toContain("Eve");
    expect(await transcript.getByTestId("transcript-feedback").textContent()).toContain(
      "Rated down “I needed a tracking number.”",
    );
    expect(await page.getByTestId("feedback-row").textContent()).toMatch(/^Eve01/);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("filters by feedback through the address, and exports what matches as CSV", async () => {
    await signInTo("/conversations", grace);
    await listed(2);
    await page.getByLabel("Feedback", { exact: true }).selectOption("down");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/feedback=down/);
    expect(await listed(1)).toEqual(["Where is my parcel?"]);
    await page.getByLabel("Feedback", { exact: true }).selectOption("none");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/feedback=none/);
    expect(await listed(1)).toEqual(["Do you ship to Norway?"]);

    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await page.waitForURL(`${stand.hub.baseUrl}/conversations`);
    await listed(2);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    const csv = await downloadedText(download);
    expect(csv).toContain("Where is my parcel?");
    expect(csv).toContain(reply);
    expect(csv).not.toContain("Ada's private question");
    expect(errors).toEqual([]);
  });

  it("deletes a thread after a confirmation; the API no longer has it", async () => {
    await signInTo(`/conversations?thread=${threads.norway}`, grace);
    const transcript = page.getByTestId("transcript");
    await transcript.and(page.locator('[data-state="shown"]')).waitFor();
    await transcript.getByRole("button", { name: "Delete thread" }).click();
    await transcript.getByText("Delete this thread with its messages and ratings?").waitFor();
    await transcript.getByRole("button", { name: "Delete the thread" }).click();
    await page.getByTestId("inbox-status").getByText("Thread deleted.").waitFor();
    expect(await listed(1)).toEqual(["Where is my parcel?"]);
    const gone = await fetch(`${stand.hub.baseUrl}/api/threads/${threads.norway}`, {
      headers: { cookie: grace.cookie },
    });
    expect(gone.status).toBe(404);
    expect(errors).toEqual([]);
  });

  it("refuses another customer's thread by its address, saying it is not here", async () => {
    await signInTo(`/conversations?thread=${threads.other}`, grace);
    await page.getByTestId("transcript").and(page.locator('[data-state="missing"]')).waitFor();
    expect(await page.getByTestId("transcript").textContent()).not.toContain("Ada's private question");
    expect(unexpected(errors, [`HTTP 404: ${stand.hub.baseUrl}/api/threads/${threads.other}`])).toEqual([]);
  });

  it("lets the administrator read every customer's threads and narrow them to one", async () => {
    const at = stand.adminCookie.indexOf("=");
    const cookie = {
      name: stand.adminCookie.slice(0, at),
      value: stand.adminCookie.slice(at + 1),
      url: stand.hub.baseUrl,
    };
    await page.context().addCookies([cookie]);
    await page.goto(`${stand.hub.baseUrl}/conversations`);
    await expect.poll(rowTitles).toContain("Ada's private question");
    expect(await rowTitles()).toContain("Where is my parcel?");
    await page.getByLabel("Showing the account of").selectOption(String(ada.id));
    await page.waitForURL(`${stand.hub.baseUrl}/conversations?customer=${ada.id}`);
    expect(await listed(1)).toEqual(["Ada's private question"]);
    expect(errors).toEqual([]);
  });

  it("is usable on a phone: the transcript replaces the list, and nothing scrolls sideways", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo("/conversations", grace);
    await listed(1);
    await page.getByTestId("thread-row").first().click();
    await page.getByTestId("transcript").and(page.locator('[data-state="shown"]')).waitFor();
    expect(await page.getByTestId("thread-list").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Back to the list" }).click();
    await page.getByTestId("thread-list").waitFor();
  });

  it("deletes a visitor's data from their transcript", async () => {
    await signInTo(`/conversations?thread=${threads.parcel}`, grace);
    const transcript = page.getByTestId("transcript");
    await transcript.and(page.locator('[data-state="shown"]')).waitFor();
    await transcript.getByRole("button", { name: "Delete this visitor's data" }).click();
    await transcript.getByRole("button", { name: "Delete their data" }).click();
    await page
      .getByTestId("inbox-status")
      .getByText(/^1 thread and \d+ memory entr(y|ies) deleted\.$/)
      .waitFor();
    await page.getByTestId("inbox-empty").waitFor();
    const left = await fetch(`${stand.hub.baseUrl}/api/threads`, { headers: graceVisitor.headers });
    expect(((await left.json()) as { total: number }).total).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("the identity secret on /embed", () => {
  it("reveals the secret the hub verifies a user's hash with, and rotating it stops the old hash", async () => {
    await signInTo("/embed", grace);
    const panel = page.getByTestId("identity-secret");
    expect(await panel.getByTestId("identity-secret-value").getAttribute("data-revealed")).toBe("false");
    await panel.getByRole("button", { name: "Reveal" }).click();
    await panel.getByTestId("identity-secret-value").and(page.locator('[data-revealed="true"]')).waitFor();
    const secret = ((await panel.getByTestId("identity-secret-value").textContent()) ?? "").trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    // What the panel's snippet tells the customer's backend to compute.
    const snippet = (await panel.getByTestId("snippet-user-hash").textContent()) ?? "";
    expect(snippet).toContain('.createHmac("sha256", Buffer.from(process.env.HOM_IDENTITY_SECRET, "hex"))');
    const userHash = createHmac("sha256", Buffer.from(secret, "hex")).update("user-42").digest("hex");
    const signed = await visitor(grace, { userId: "user-42", userHash });
    expect(signed.visitorId).toBe("u:user-42");

    await panel.getByRole("button", { name: "Rotate…" }).click();
    await panel.getByRole("button", { name: "Rotate the secret" }).click();
    await panel.and(page.locator('[data-state="rotated"]')).waitFor();
    const rotated = ((await panel.getByTestId("identity-secret-value").textContent()) ?? "").trim();
    expect(rotated).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated).not.toBe(secret);
    const stale = await fetch(`${stand.hub.baseUrl}/api/widget/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-publishable-key": grace.key, origin: grace.origin },
      body: JSON.stringify({ userId: "user-42", userHash }),
    });
    const verified = stale.status === 201 && ((await stale.json()) as { verified: boolean }).verified;
    expect(verified).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
