import { HttpError } from "@hub-of-minds/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminSessionProvider, preloadSignInDialog, useAdminAction } from "./admin-session";

// React's act() environment flag for a test runner that is not Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let run: ReturnType<typeof useAdminAction> | undefined;

function Probe() {
  run = useAdminAction();
  return null;
}

// The dialog loads with the first 401; loaded up front, it shows within one render.
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

/** The probe inside the provider, as the site mounts it. */
function renderProbe() {
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <AdminSessionProvider>
          <Probe />
        </AdminSessionProvider>
      </QueryClientProvider>,
    ),
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function passwordInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="password"]');
  if (!input) throw new Error("the sign-in dialog is not open");
  return input;
}

async function typePassword(value: string) {
  const input = passwordInput();
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("administrator actions", () => {
  it("signs in on a 401 and runs the action again", async () => {
    const login = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ active: true }), { status: 200 }),
    );
    vi.stubGlobal("fetch", login);
    renderProbe();
    const action = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        new HttpError(
          401,
          "Unauthorized",
          '{"code":"admin_session_required","message":"Administrator session required"}',
        ),
      )
      .mockResolvedValueOnce("saved");
    let result: Promise<string> | undefined;
    act(() => {
      result = run?.(action);
    });
    await settle();
    expect(document.body.textContent).toContain("Administrator sign-in");
    await typePassword("secret");
    await act(async () => {
      passwordInput().form?.requestSubmit();
    });
    await settle();
    await expect(result).resolves.toBe("saved");
    expect(action).toHaveBeenCalledTimes(2);
    expect(login).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(login.mock.calls[0]?.[1]?.body))).toEqual({ password: "secret" });
  });

  it("runs a call sent before the sign-in again, without asking a second time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ active: true }), { status: 200 })),
    );
    renderProbe();
    const unauthorized = () => new HttpError(401, "Unauthorized", '{"code":"admin_session_required","message":"x"}');
    const first = vi.fn<() => Promise<string>>().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce("first");
    // The second call is on its way while the visitor signs in; its 401 arrives after.
    let answerSecond: (error: unknown) => void = () => {};
    const second = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (answerSecond = reject)))
      .mockResolvedValueOnce("second");
    let results: Promise<string>[] = [];
    act(() => {
      results = [run?.(first), run?.(second)].filter((result) => result !== undefined);
    });
    await settle();
    await typePassword("secret");
    await act(async () => {
      passwordInput().form?.requestSubmit();
    });
    await settle();
    await act(async () => answerSecond(unauthorized()));
    await settle();
    await expect(Promise.all(results)).resolves.toEqual(["first", "second"]);
    expect(second).toHaveBeenCalledTimes(2);
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });

  it("passes other failures straight through", async () => {
    renderProbe();
    const conflict = new HttpError(409, "Conflict", '{"code":"missing_dependencies","message":"Missing dependencies"}');
    await expect(run?.(() => Promise.reject(conflict))).rejects.toBe(conflict);
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });

  it("keeps a wrong password in the dialog with a readable message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"error":"Wrong password"}', { status: 401, statusText: "Unauthorized" })),
    );
    renderProbe();
    act(() => {
      void run?.(() => Promise.reject(new HttpError(401, "Unauthorized", ""))).catch(() => {});
    });
    await settle();
    await typePassword("wrong");
    await act(async () => {
      passwordInput().form?.requestSubmit();
    });
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("That password is not right. Please try again.");
    expect(passwordInput()).toBeTruthy();
  });
});
