import { HttpError, type ProviderStatus, type ProviderTestResult } from "@hub-of-minds/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminSessionProvider, preloadSignInDialog } from "../../auth/admin-session";
import { preloadToastView, Toaster } from "../../toast/toaster";
import type { ProviderKeysApi } from "./provider-keys-api";
import { ProviderKeysSection } from "./provider-keys-section";

// React's act() environment flag for a test runner that is not Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const emptyStatus: ProviderStatus[] = [
  { provider: "huggingface", configured: false, last4: null, updatedAt: null },
  { provider: "peo", configured: false, last4: null, updatedAt: null },
  { provider: "openai", configured: false, last4: null, updatedAt: null },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeApi(overrides: Partial<ProviderKeysApi> = {}): ProviderKeysApi {
  return {
    test: vi.fn(async (): Promise<ProviderTestResult> => ({ success: true, message: "ok" })),
    configure: vi.fn(
      async (provider, apiKey): Promise<ProviderStatus> => ({
        provider,
        configured: true,
        last4: apiKey.slice(-4),
        updatedAt: "2026-11-22T05:00:00.000Z",
      }),
    ),
    status: vi.fn(async () => emptyStatus),
    ...overrides,
  };
}

let container: HTMLDivElement;
let root: Root;

// The toast view and the sign-in dialog load when first needed; loaded up front, they show within one settle().
beforeAll(() => Promise.all([preloadToastView(), preloadSignInDialog()]));

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
  // A few macrotasks: a query or mutation settles over several promise hops.
  for (let turn = 0; turn < 3; turn++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function render(api: ProviderKeysApi, variant: "page" | "embedded" = "page") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Toaster>
          <AdminSessionProvider>
            <ProviderKeysSection api={api} variant={variant} />
          </AdminSessionProvider>
        </Toaster>
      </QueryClientProvider>,
    ),
  );
  await settle();
}

const form = () => {
  const found = document.querySelector<HTMLFormElement>('[data-testid="key-form-huggingface"]');
  if (!found) throw new Error("no HuggingFace key form");
  return found;
};
const keyInput = () => form().querySelector<HTMLInputElement>("input") as HTMLInputElement;
const button = (name: string) =>
  [...form().querySelectorAll("button")].find((candidate) => candidate.textContent === name) as HTMLButtonElement;
const badge = () => form().querySelector('[data-testid="connection-badge"]')?.textContent;
const toastText = () =>
  [...document.querySelectorAll("[data-variant]")].map((toast) => toast.textContent?.replace("×", "")).join(" | ");

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
async function click(target: HTMLElement) {
  await act(async () => {
    target.click();
  });
  await settle();
}

describe("the provider keys section", () => {
  it("shows a password-type key input, Disconnected, and Test / Save disabled while the key is empty", async () => {
    await render(fakeApi());
    expect(keyInput().type).toBe("password");
    expect(form().querySelector("label")?.textContent).toBe("HuggingFace API key");
    expect(badge()).toBe("Disconnected");
    expect(button("Test").disabled).toBe(true);
    expect(button("Save").disabled).toBe(true);
    await type(keyInput(), "   ");
    expect(button("Test").disabled).toBe(true);
    await type(keyInput(), "hf_abc");
    expect(button("Test").disabled).toBe(false);
    expect(button("Save").disabled).toBe(false);
  });

  it("is Testing... while the test runs, then Connected with the success toast", async () => {
    const pending = deferred<ProviderTestResult>();
    const api = fakeApi({ test: vi.fn(() => pending.promise) });
    await render(api);
    await type(keyInput(), "  hf_abc  ");
    await click(button("Test"));
    expect(api.test).toHaveBeenCalledWith("huggingface", "hf_abc");
    expect(badge()).toBe("Testing...");
    expect(button("Testing...").disabled).toBe(true);
    expect(
      document.querySelector('[data-testid="status-huggingface"] [data-testid="connection-badge"]')?.textContent,
    ).toBe("Testing...");
    pending.resolve({ success: true, message: "HuggingFace API is working correctly" });
    await settle();
    expect(badge()).toBe("Connected");
    expect(toastText()).toBe("Connection successfulHuggingFace API is working correctly");
  });

  it("goes back to Disconnected and shows the server's reason when the test fails", async () => {
    const api = fakeApi({
      test: vi.fn(() =>
        Promise.reject(
          new HttpError(
            422,
            "Unprocessable Entity",
            '{"code":"provider_test_failed","message":"HuggingFace could not be reached."}',
          ),
        ),
      ),
    });
    await render(api);
    await type(keyInput(), "hf_abc");
    await click(button("Test"));
    expect(badge()).toBe("Disconnected");
    expect(toastText()).toBe("Connection failedHuggingFace could not be reached.");
    expect(form().querySelector('[data-testid="key-notice"]')?.textContent).toBe("HuggingFace could not be reached.");
  });

  it("falls back to 'Connection failed' when the failure has no message", async () => {
    await render(fakeApi({ test: vi.fn(() => Promise.reject(new Error(""))) }));
    await type(keyInput(), "hf_abc");
    await click(button("Test"));
    expect(toastText()).toBe("Connection failedConnection failed");
  });

  it("saves, empties the input and shows only the last 4 characters", async () => {
    const api = fakeApi();
    await render(api);
    await type(keyInput(), "hf_verysecretkey9Z8y");
    await click(button("Save"));
    expect(api.configure).toHaveBeenCalledWith("huggingface", "hf_verysecretkey9Z8y");
    expect(toastText()).toBe("Configuration savedAPI key has been saved securely");
    expect(keyInput().value).toBe("");
    expect(document.querySelector('[data-testid="status-huggingface"] [data-testid="saved-key"]')?.textContent).toBe(
      "••••9Z8y",
    );
    expect(document.body.textContent).not.toContain("hf_verysecretkey9Z8y");
  });

  it("shows 'Save failed' with the server's reason", async () => {
    await render(
      fakeApi({
        configure: vi.fn(() =>
          Promise.reject(new HttpError(400, "Bad Request", '{"code":"invalid_request","message":"apiKey is empty"}')),
        ),
      }),
    );
    await type(keyInput(), "hf_x");
    await click(button("Save"));
    expect(toastText()).toBe("Save failedapiKey is empty");
  });

  it("asks the administrator to sign in on a 401, then runs the test again", async () => {
    const login = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ active: true }), { status: 200 }),
    );
    vi.stubGlobal("fetch", login);
    const unauthorized = () =>
      new HttpError(
        401,
        "Unauthorized",
        '{"code":"admin_session_required","message":"Administrator session required"}',
      );
    const status = vi
      .fn<() => Promise<ProviderStatus[]>>()
      .mockRejectedValueOnce(unauthorized())
      .mockResolvedValue(emptyStatus);
    const test = vi
      .fn<ProviderKeysApi["test"]>()
      .mockRejectedValueOnce(unauthorized())
      .mockResolvedValue({ success: true, message: "ok" });
    await render(fakeApi({ status, test }));
    expect(document.querySelector('[data-testid="status-sign-in"]')?.textContent).toContain(
      "Sign in as the administrator to see which provider keys are saved.",
    );
    await type(keyInput(), "hf_abc");
    await click(button("Test"));
    expect(document.body.textContent).toContain("Administrator sign-in");
    const password = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="password"]');
    if (!password) throw new Error("the sign-in dialog has no password field");
    await type(password, "admin-secret");
    await act(async () => {
      password.form?.requestSubmit();
    });
    await settle();
    await settle();
    expect(JSON.parse(String(login.mock.calls[0]?.[1]?.body))).toEqual({ password: "admin-secret" });
    expect(test).toHaveBeenCalledTimes(2);
    expect(badge()).toBe("Connected");
    // The overview refused before signing in loads now.
    expect(status).toHaveBeenCalledTimes(2);
    expect(document.querySelector('[data-testid="status-huggingface"]')?.textContent).toContain("No key saved");
  });

  it("lists models, capabilities and the setup guide on the page, and links to them when embedded", async () => {
    await render(fakeApi());
    expect(
      [...document.querySelectorAll('[data-testid="models-huggingface"] li > span:first-child')].map(
        (li) => li.textContent,
      ),
    ).toEqual(["DialoGPT", "BART Summarization", "Sentiment Analysis", "Q&A System", "Translation"]);
    // Only the chat models carry the badge: DialoGPT among HuggingFace's.
    const chatRows = [...document.querySelectorAll('[data-testid="models-huggingface"] li')].filter((li) =>
      li.querySelector('[data-testid="chat-badge"]'),
    );
    expect(chatRows.map((li) => li.firstElementChild?.textContent)).toEqual(["DialoGPT"]);
    expect(chatRows[0]?.textContent).toContain("Chat Conversational replies");
    expect(document.querySelectorAll('[data-testid="setup-huggingface"] li')).toHaveLength(4);
    expect(document.querySelector("h2")?.textContent).toBe("Provider status");
    act(() => root.unmount());
    root = createRoot(container);
    await render(fakeApi(), "embedded");
    expect(document.querySelector('[data-testid="models-huggingface"]')).toBeNull();
    expect(document.querySelector("h2")).toBeNull();
    expect(document.querySelector("h3")?.textContent).toBe("Provider status");
    expect(document.querySelector('a[href="/api-config"]')?.textContent).toBe("API Configuration");
  });
});
