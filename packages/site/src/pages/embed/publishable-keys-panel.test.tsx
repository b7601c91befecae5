import { HttpError } from "@hub-of-minds/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { preloadToastView, Toaster } from "../../toast/toaster";
import { capHint } from "../../ui/daily-cap-form";
import type { PublishableKey, PublishableKeysApi } from "./publishable-keys-api";
import { keyLimitsText, keyProtectsText, PublishableKeysPanel, signInToListText } from "./publishable-keys-panel";

// React's act() environment flag for a test runner that is not Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shopKey: PublishableKey = {
  key: "pk_shop",
  customerId: 1,
  allowedOrigins: ["https://shop.example"],
  dailyTokenCap: null,
};
let container: HTMLDivElement;
let root: Root;

// The toast view loads with the first toast; loaded up front, toasts show within one settle().
beforeAll(preloadToastView);

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = "";
});

async function settle() {
  for (let turn = 0; turn < 3; turn++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function render(api: PublishableKeysApi, onUseKey?: (key: string) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Toaster>
          <PublishableKeysPanel api={api} {...(onUseKey ? { onUseKey } : {})} />
        </Toaster>
      </QueryClientProvider>,
    ),
  );
  await settle();
}

async function submit(origin: string) {
  const input = container.querySelector("input");
  if (!input) throw new Error("no origin field");
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  act(() => {
    setValue?.call(input, origin);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  act(() => container.querySelector("form")?.requestSubmit());
  await settle();
}

const alertText = () => container.querySelector('[role="alert"]')?.textContent;

describe("the publishable keys panel", () => {
  it("lists the keys with their origins and hands a key to the snippets", async () => {
    const onUseKey = vi.fn();
    await render({ list: async () => [shopKey], create: vi.fn(), revoke: vi.fn(), setDailyCap: vi.fn() }, onUseKey);
    expect(container.querySelector('[aria-label="Publishable keys"]')?.textContent).toContain(
      "pk_shophttps://shop.example",
    );
    act(() => container.querySelector<HTMLButtonElement>('button[aria-label^="Use key"]')?.click());
    expect(onUseKey).toHaveBeenCalledWith("pk_shop");
  });

  it("says what a key protects and what it does not, and that each key has its own limits", async () => {
    await render({ list: async () => [], create: vi.fn(), revoke: vi.fn(), setDailyCap: vi.fn() });
    const text = container.querySelector('[data-testid="key-protection"]')?.textContent ?? "";
    expect(text).toBe(`${keyProtectsText} ${keyLimitsText}`);
    expect(text).toMatch(/other sites cannot use your key/);
    expect(text).toMatch(/a program outside a browser can copy it and pretend to be your site/);
    expect(text).toMatch(/requests per minute and of tokens per day/);
  });

  it("asks to sign in when the list is refused with 401", async () => {
    await render({
      list: () =>
        Promise.reject(
          new HttpError(
            401,
            "Unauthorized",
            '{"code":"admin_session_required","message":"Administrator session required"}',
          ),
        ),
      create: vi.fn(),
      revoke: vi.fn(),
      setDailyCap: vi.fn(),
    });
    expect(container.textContent).toContain(signInToListText);
  });

  it("refuses a value that is not an origin without calling the server", async () => {
    const create = vi.fn();
    await render({ list: async () => [], create, revoke: vi.fn(), setDailyCap: vi.fn() });
    expect(container.textContent).toContain("No publishable keys yet");
    await submit("https://shop.example/cart");
    expect(alertText()).toBe("Enter an origin such as https://shop.example: scheme and host, no path.");
    expect(create).not.toHaveBeenCalled();
  });

  it("creates a key for the origin and shows it", async () => {
    const create = vi.fn(async (origin: string) => ({
      key: "pk_new",
      customerId: 1,
      allowedOrigins: [origin],
      dailyTokenCap: null,
    }));
    await render({ list: async () => [], create, revoke: vi.fn(), setDailyCap: vi.fn() });
    await submit("https://shop.example/");
    expect(create).toHaveBeenCalledWith("https://shop.example");
    expect(container.querySelector('[data-testid="new-publishable-key"]')?.textContent).toBe("pk_new");
  });

  it("shows the server's error readably", async () => {
    await render({
      list: async () => [],
      create: () =>
        Promise.reject(new HttpError(400, "Bad Request", '{"code":"invalid_request","message":"Too many origins"}')),
      revoke: vi.fn(),
      setDailyCap: vi.fn(),
    });
    await submit("https://shop.example");
    expect(alertText()).toBe("The key could not be created: Too many origins");
  });

  it("revokes a key and lists the keys again without it", async () => {
    let keys = [shopKey];
    const revoke = vi.fn(async (key: string) => {
      keys = keys.filter((item) => item.key !== key);
    });
    await render({ list: async () => keys, create: vi.fn(), revoke, setDailyCap: vi.fn() });
    act(() => container.querySelector<HTMLButtonElement>('button[aria-label^="Revoke key"]')?.click());
    await settle();
    expect(revoke).toHaveBeenCalledWith("pk_shop");
    expect(container.textContent).toContain("No publishable keys yet");
    expect(document.body.textContent).toContain("Publishable key revoked");
  });

  it("sets a key's own daily cap, refuses one that is not a number, and removes it when emptied", async () => {
    let keys = [shopKey];
    const setDailyCap = vi.fn(async (key: string, dailyTokenCap: number | null) => {
      keys = keys.map((item) => (item.key === key ? { ...item, dailyTokenCap } : item));
      return keys[0] as PublishableKey;
    });
    await render({ list: async () => keys, create: vi.fn(), revoke: vi.fn(), setDailyCap });
    const form = () => container.querySelector<HTMLFormElement>('[data-testid="key-cap"]');
    const type = async (text: string) => {
      const input = form()?.querySelector("input") as HTMLInputElement;
      act(() => {
        // React listens to the native setter's input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
      act(() => form()?.requestSubmit());
      await settle();
    };
    await type("a lot");
    expect(form()?.dataset.state).toBe("failed");
    expect(form()?.textContent).toContain(capHint);
    expect(setDailyCap).not.toHaveBeenCalled();
    await type("25,000");
    expect(setDailyCap).toHaveBeenLastCalledWith("pk_shop", 25_000);
    expect(form()?.dataset.state).toBe("saved");
    await type("");
    expect(setDailyCap).toHaveBeenLastCalledWith("pk_shop", null);
  });
});
