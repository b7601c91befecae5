import { HttpError, type Thread, type ThreadListQuery, type ThreadSummary } from "@hub-of-minds/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { testRootPerTest } from "../../testing/test-root";
import { preloadToastView, Toaster } from "../../toast/toaster";
import type { ConversationsApi } from "./conversations-api";
import { ConversationsPage } from "./conversations-page";

const summary = (id: string, title: string, part: Partial<ThreadSummary> = {}): ThreadSummary => ({
  id,
  title,
  customerId: 3,
  visitorId: "v_abcdefghijklmnop",
  userId: null,
  publishableKey: "pk_shop",
  origin: "https://shop.example",
  personalityId: "eve",
  model: "gpt-4o-mini",
  messageCount: 2,
  tokens: 120,
  feedback: { up: 0, down: 0 },
  createdAt: "2026-05-10T09:00:00.000Z",
  updatedAt: "2026-05-10T09:05:00.000Z",
  ...part,
});

const shipping = summary("thread-shipping", "Where is my parcel?", { feedback: { up: 0, down: 1 } });
const returns = summary("thread-returns", "Returning shoes", { userId: "user-42", visitorId: "u:user-42" });
const transcript: Thread = {
  ...shipping,
  messages: [
    {
      id: "m1",
      role: "user",
      content: "Where is my parcel?",
      createdAt: "2026-05-10T09:00:00.000Z",
      tokens: null,
      citations: [],
      feedback: null,
    },
    {
      id: "r1",
      role: "assistant",
      content: "It left the depot this morning [1].",
      createdAt: "2026-05-10T09:00:05.000Z",
      tokens: 120,
      citations: [
        {
          documentId: 1,
          containerId: "shop-faq",
          chunkId: 4,
          documentTitle: "Shipping times",
          text: "Parcels leave the depot within a day.",
          score: 0.9,
        },
      ],
      feedback: { rating: "down", comment: "Too vague", at: "2026-05-10T09:01:00.000Z" },
    },
  ],
};

/** An in-memory server: deletions change what the next list answers. */
function fakeApi(overrides: Partial<ConversationsApi> = {}) {
  let held = [shipping, returns];
  const api = {
    list: vi.fn(async (query: ThreadListQuery) => {
      const threads = held.filter((thread) => query.feedback !== "down" || thread.feedback.down > 0);
      return {
        threads,
        total: threads.length,
        feedbackByPersonality: [{ personalityId: "eve", up: 0, down: 1 }],
      };
    }),
    get: vi.fn(async (threadId: string) => {
      if (threadId === transcript.id && held.some((thread) => thread.id === threadId)) return transcript;
      throw new HttpError(404, "", JSON.stringify({ code: "route_not_found", message: "No such thread." }));
    }),
    remove: vi.fn(async (threadId: string) => {
      held = held.filter((thread) => thread.id !== threadId);
    }),
    forgetVisitor: vi.fn(async (visitorId: string) => {
      const before = held.length;
      held = held.filter((thread) => thread.visitorId !== visitorId);
      return { threads: before - held.length, memories: 2 };
    }),
    settings: vi.fn(async () => ({ retentionDays: null })),
    saveSettings: vi.fn(async (_customerId: number, settings: { retentionDays: number | null }) => settings),
    ...overrides,
  } satisfies ConversationsApi;
  return api;
}

const dom = testRootPerTest();
let location: ReturnType<typeof memoryLocation> & { history: string[] };
beforeAll(preloadToastView);

/** The site's own calls (who is signed in, the customer's keys) through the real client. */
function signedInAs(role: "customer" | null) {
  const account = role ? { email: "grace@example.com", name: "Grace", role, customerId: 3 } : null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const body = String(url).startsWith("/api/me") ? { account } : [];
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    }),
  );
}

async function render(api: ConversationsApi, search = "", role: "customer" | null = "customer") {
  signedInAs(role);
  location = memoryLocation({ path: `/conversations${search ? `?${search}` : ""}`, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await dom.render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Toaster>
          <ConversationsPage api={api} />
        </Toaster>
      </Router>
    </QueryClientProvider>,
  );
  await dom.settle();
}

/** The query string of the address the page is at now. */
const shownSearch = () => new URL(location.history.at(-1) ?? "", "http://hub.test").search.slice(1);
const q = <T extends Element = HTMLElement>(selector: string) => dom.container.querySelector(selector) as T | null;
const rows = () => [...dom.container.querySelectorAll('[data-testid="thread-row"]')];
const rowTitles = () => rows().map((row) => row.querySelector('[data-testid="thread-title"]')?.textContent);
const button = (text: string) => dom.button(text);
const click = (target: Element | null | undefined) => dom.click(target);

describe("the conversations inbox", () => {
  it("asks a visitor to sign in and reads nothing", async () => {
    const api = fakeApi();
    await render(api, "", null);
    expect(dom.container.textContent).toContain("Sign in to read your conversations");
    expect(api.list).not.toHaveBeenCalled();
  });

  it("lists the customer's threads with who, where and the ratings, and counts feedback per personality", async () => {
    const api = fakeApi();
    await render(api);
    expect(rowTitles()).toEqual(["Where is my parcel?", "Returning shoes"]);
    expect(rows()[1]?.textContent).toContain("Signed-in user user-42");
    expect(rows()[0]?.textContent).toContain("https://shop.example");
    expect(q('[data-testid="thread-range"]')?.textContent).toBe("1–2 of 2");
    expect(q('[data-testid="feedback-row"]')?.textContent).toContain("Eve");
    // A customer's own threads: the query names no customer.
    expect(api.list).toHaveBeenCalledWith({ limit: 20, offset: 0 });
  });

  it("says how threads get into an empty inbox", async () => {
    await render(fakeApi({ list: async () => ({ threads: [], total: 0, feedbackByPersonality: [] }) }));
    expect(q('[data-testid="inbox-empty"]')?.textContent).toContain("publishable keys");
    expect(q('[data-testid="thread-list"]')?.dataset.state).toBe("empty");
  });

  it("applies the filters from the form into the address and the query, and refuses a backwards range", async () => {
    const api = fakeApi();
    await render(api);
    const feedback = [...dom.container.querySelectorAll("select")].find((select) =>
      [...select.options].some((option) => option.value === "down"),
    ) as HTMLSelectElement;
    await act(async () => {
      feedback.value = "down";
      feedback.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await click(button("Apply filters"));
    expect(shownSearch()).toBe("feedback=down");
    expect(api.list).toHaveBeenLastCalledWith({ feedback: "down", limit: 20, offset: 0 });
    expect(rowTitles()).toEqual(["Where is my parcel?"]);

    const [from, to] = [...dom.container.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    await act(async () => {
      setValue?.call(from, "2026-05-02");
      from?.dispatchEvent(new Event("input", { bubbles: true }));
      setValue?.call(to, "2026-05-01");
      to?.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(button("Apply filters"));
    expect(q('[role="alert"]')?.textContent).toBe("The start date is after the end date.");
    expect(q('[data-testid="conversations"]')?.dataset.state).toBe("invalid-filters");
    expect(shownSearch()).toBe("feedback=down");
  });

  it("opens a transcript with its sources and rating, then deletes the thread after a confirmation", async () => {
    const api = fakeApi();
    await render(api);
    await click(rows()[0] ?? null);
    expect(shownSearch()).toBe("thread=thread-shipping");
    const shown = q('[data-testid="transcript"]');
    expect(shown?.dataset.state).toBe("shown");
    expect(shown?.textContent).toContain("It left the depot this morning [1].");
    expect(q('[data-testid="transcript-sources"]')?.textContent).toContain("Shipping times");
    expect(q('[data-testid="transcript-feedback"]')?.textContent).toContain("Rated down “Too vague”");

    await click(button("Delete thread"));
    expect(q('[data-testid="conversations"]')?.dataset.state).toBe("confirming-thread");
    expect(api.remove).not.toHaveBeenCalled();
    await click(button("Delete the thread"));
    expect(api.remove).toHaveBeenCalledWith("thread-shipping");
    expect(shownSearch()).toBe("");
    expect(rowTitles()).toEqual(["Returning shoes"]);
    expect(q('[data-testid="inbox-status"]')?.textContent).toBe("Thread deleted.");
  });

  it("deletes a visitor's data after a confirmation and says how much went", async () => {
    const api = fakeApi();
    await render(api, "thread=thread-shipping");
    await click(button("Delete this visitor's data"));
    expect(dom.container.textContent).toContain("Delete every thread of Anonymous visitor v_abcdefghijklmnop");
    await click(button("Delete their data"));
    expect(api.forgetVisitor).toHaveBeenCalledWith("v_abcdefghijklmnop");
    expect(q('[data-testid="inbox-status"]')?.textContent).toBe("1 thread and 2 memory entries deleted.");
  });

  it("says a thread is gone when the server no longer has it", async () => {
    await render(fakeApi(), "thread=thread-unknown1");
    expect(q('[data-testid="transcript"]')?.dataset.state).toBe("missing");
  });

  it("keeps the question open with the server's sentence when a deletion fails", async () => {
    const refused = new HttpError(500, "", JSON.stringify({ code: "internal_error", message: "Database offline" }));
    await render(fakeApi({ remove: vi.fn(async () => Promise.reject(refused)) }), "thread=thread-shipping");
    await click(button("Delete thread"));
    await click(button("Delete the thread"));
    expect(q('[data-testid="inbox-status"]')?.textContent).toBe("The thread was not deleted. Database offline.");
    expect(button("Delete the thread")).toBeTruthy();
  });

  it("saves a retention of N days and says what it deletes", async () => {
    const api = fakeApi();
    await render(api);
    const panel = q('[data-testid="retention-panel"]');
    const days = panel?.querySelector<HTMLInputElement>('input[type="number"]');
    await act(async () => {
      days?.focus();
    });
    expect(panel?.querySelector('[data-testid="retention-sentence"]')?.textContent).toContain(
      "no new message for 30 days are deleted for good",
    );
    await click(button("Save"));
    expect(api.saveSettings).toHaveBeenCalledWith(3, { retentionDays: 30 });
    expect(panel?.dataset.state).toBe("saved");
  });
});
