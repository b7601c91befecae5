import { HttpError, type MemoryEntry } from "@hub-of-minds/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminSessionProvider, preloadSignInDialog } from "../../auth/admin-session";
import type { MemoryApi } from "./memory-api";
import { MemoryPanel } from "./memory-panel";
import { initialMemoryPanelState, memoryPanelStateName, reduceMemoryPanel } from "./memory-panel-state";

// React's act() environment flag for a test runner that is not Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const entry = (id: number, subject: string, content: string): MemoryEntry => ({
  id,
  personalityId: "eve",
  subject,
  content,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
});

const problem = (status: number, code: string, message: string) =>
  new HttpError(status, "", JSON.stringify({ code, message }));

/** An in-memory server: the panel's calls change what the next list answers. */
function fakeApi(rows: MemoryEntry[], overrides: Partial<MemoryApi> = {}) {
  let held = [...rows];
  const api = {
    list: vi.fn(async () => held),
    update: vi.fn(async (entryId: number, content: string) => {
      held = held.map((row) => (row.id === entryId ? { ...row, content } : row));
      return held.find((row) => row.id === entryId) as MemoryEntry;
    }),
    remove: vi.fn(async (entryId: number) => {
      held = held.filter((row) => row.id !== entryId);
    }),
    forget: vi.fn(async (subject: string) => {
      const before = held.length;
      held = held.filter((row) => row.subject !== subject);
      return before - held.length;
    }),
    ...overrides,
  } satisfies MemoryApi;
  return api;
}

let container: HTMLDivElement;
let root: Root;

beforeAll(preloadSignInDialog);
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function settle() {
  for (let turn = 0; turn < 4; turn++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** GET /api/me through the real client: the administrator, or nobody. */
function signedInAs(role: "admin" | null) {
  const account = role ? { email: "admin@hub.local", name: "Administrator", role, customerId: null } : null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ account }), { headers: { "content-type": "application/json" } })),
  );
}

async function render(api: MemoryApi, role: "admin" | null = "admin") {
  signedInAs(role);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <AdminSessionProvider>
          <MemoryPanel api={api} />
        </AdminSessionProvider>
      </QueryClientProvider>,
    ),
  );
  await settle();
}

const panel = () => container.querySelector('[data-testid="memory-panel"]') as HTMLElement;
const status = () => container.querySelector('[data-testid="memory-status"]')?.textContent;
const subjects = () =>
  [...container.querySelectorAll('[data-testid="memory-subject"] > span > strong')].map((node) => node.textContent);
const entryTexts = () =>
  [...container.querySelectorAll('[data-testid="memory-entry"][data-state="viewing"] > span')].map(
    (node) => node.textContent,
  );
const byLabel = (label: string) => container.querySelector(`[aria-label="${label}"]`) as HTMLButtonElement;
const byText = (text: string) =>
  [...container.querySelectorAll("button")].find((button) => button.textContent === text) as HTMLButtonElement;
async function click(target: HTMLElement) {
  await act(async () => {
    target.click();
  });
  await settle();
}
async function typeInto(input: HTMLTextAreaElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("the memory panel", () => {
  it("is loading, then lists the entries by person with their text and date", async () => {
    let answer!: (rows: MemoryEntry[]) => void;
    const api = fakeApi([], { list: vi.fn(() => new Promise<MemoryEntry[]>((resolve) => (answer = resolve))) });
    await render(api);
    expect(container.textContent).toContain("Loading the memory entries");
    await act(async () => answer([entry(1, "user-42", "Owns a bakery."), entry(2, "visitor:x", "Lives in Oslo.")]));
    await settle();
    expect(subjects()).toEqual(["user-42", "visitor:x"]);
    expect(entryTexts()).toEqual(["Owns a bakery.", "Lives in Oslo."]);
    expect(container.querySelector("time")?.textContent).toBe("Nov 21, 2026");
    expect(panel().dataset.state).toBe("idle");
  });

  it("shows the empty state, and asks for the chosen personality's entries", async () => {
    const api = fakeApi([]);
    await render(api);
    expect(container.textContent).toContain("remembers nobody yet");
    const select = container.querySelector("select") as HTMLSelectElement;
    const other = [...select.options].map((option) => option.value).find((value) => value !== select.value) ?? "";
    await act(async () => {
      select.value = other;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect(api.list).toHaveBeenLastCalledWith(other);
  });

  it("shows the error state with a retry", async () => {
    const api = fakeApi([], { list: vi.fn().mockRejectedValue(problem(500, "internal_error", "Boom")) });
    await render(api);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain("The memory entries could not be loaded");
    await click(byText("Try again"));
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it("asks a visitor to sign in without reading memory; the button opens the sign-in dialog", async () => {
    const api = fakeApi([], { list: vi.fn().mockRejectedValue(problem(401, "admin_session_required", "Sign in")) });
    await render(api, null);
    expect(container.textContent).toContain("Memory is for administrators");
    expect(api.list).not.toHaveBeenCalled();
    await click(byText("Sign in to see it"));
    expect(document.querySelector('input[type="password"]')).not.toBeNull();
  });

  it("offers to sign in again when the session ran out", async () => {
    const api = fakeApi([], { list: vi.fn().mockRejectedValue(problem(401, "admin_session_required", "Sign in")) });
    await render(api);
    expect(container.textContent).toContain("Memory is for administrators");
  });

  it("edits an entry's text inline and saves the trimmed text", async () => {
    const api = fakeApi([entry(1, "user-42", "Owns a bakery.")]);
    await render(api);
    await click(byLabel("Edit entry 1"));
    expect(panel().dataset.state).toBe("editing");
    const editor = container.querySelector("textarea") as HTMLTextAreaElement;
    expect(editor.value).toBe("Owns a bakery.");
    await typeInto(editor, "   ");
    expect(byText("Save").disabled).toBe(true);
    await typeInto(editor, "  Owns two bakeries. ");
    await click(byText("Save"));
    expect(api.update).toHaveBeenCalledWith(1, "Owns two bakeries.");
    expect(entryTexts()).toEqual(["Owns two bakeries."]);
    expect(status()).toBe("Entry saved.");
    expect(panel().dataset.state).toBe("done");
  });

  it("keeps the editor open with the server's sentence when a save fails", async () => {
    const api = fakeApi([entry(1, "user-42", "Owns a bakery.")], {
      update: vi.fn().mockRejectedValue(problem(400, "invalid_request", "content is too long")),
    });
    await render(api);
    await click(byLabel("Edit entry 1"));
    await click(byText("Save"));
    expect(status()).toBe("content is too long.");
    expect(container.querySelector("textarea")).not.toBeNull();
  });

  it("deletes one entry", async () => {
    const api = fakeApi([entry(1, "user-42", "Owns a bakery."), entry(2, "user-42", "Likes rye.")]);
    await render(api);
    await click(byLabel("Delete entry 1"));
    expect(api.remove).toHaveBeenCalledWith(1);
    expect(entryTexts()).toEqual(["Likes rye."]);
  });

  it("forgets a person only after the confirmation, and keeps the others", async () => {
    const api = fakeApi([
      entry(1, "user-42", "Owns a bakery."),
      entry(2, "user-42", "Likes rye."),
      entry(3, "user-7", "Lives in Oslo."),
    ]);
    await render(api);
    await click(byLabel("Forget this person: user-42"));
    expect(panel().dataset.state).toBe("confirming-forget");
    await click(byText("Cancel"));
    expect(api.forget).not.toHaveBeenCalled();
    expect(panel().dataset.state).toBe("idle");

    await click(byLabel("Forget this person: user-42"));
    await click(byText("Forget"));
    expect(api.forget).toHaveBeenCalledWith("user-42");
    expect(subjects()).toEqual(["user-7"]);
    expect(status()).toBe("user-42 forgotten: 2 entries deleted in every space.");
  });
});

describe("the memory panel's reducer", () => {
  it("keeps one thing open at a time and clears on a new personality", () => {
    let state = initialMemoryPanelState("eve");
    state = reduceMemoryPanel(state, { type: "edit", entryId: 1, content: "a" });
    state = reduceMemoryPanel(state, { type: "askForget", subject: "user-1" });
    expect(state.editing).toBeNull();
    expect(memoryPanelStateName(state)).toBe("confirming-forget");
    state = reduceMemoryPanel(state, { type: "busy", what: "…" });
    expect(memoryPanelStateName(state)).toBe("busy");
    state = reduceMemoryPanel(state, { type: "done", text: "ok" });
    expect([state.confirmingForget, memoryPanelStateName(state)]).toEqual([null, "done"]);
    state = reduceMemoryPanel(state, { type: "select", personalityId: "adam" });
    expect(state).toEqual(initialMemoryPanelState("adam"));
  });
});
