import { HttpError } from "@hub-of-minds/core";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { preloadToastView, Toaster } from "../../toast/toaster";
import type { IdentitySecretApi } from "./identity-secret-api";
import { type IdentitySecretAccess, IdentitySecretPanel } from "./identity-secret-panel";

// React's act() environment flag for a test runner that is not Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const first = { secret: "1a".repeat(32), rotatedAt: "2026-05-01T10:00:00.000Z" };
const second = { secret: "2b".repeat(32), rotatedAt: "2026-05-02T10:00:00.000Z" };
let container: HTMLDivElement;
let root: Root;

beforeAll(preloadToastView);
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function settle() {
  for (let turn = 0; turn < 3; turn++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function fakeApi(overrides: Partial<IdentitySecretApi> = {}) {
  return {
    read: vi.fn(async () => first),
    rotate: vi.fn(async () => second),
    ...overrides,
  } satisfies IdentitySecretApi;
}

async function render(access: IdentitySecretAccess, publishableKey = "") {
  act(() =>
    root.render(
      <Toaster>
        <IdentitySecretPanel access={access} publishableKey={publishableKey} />
      </Toaster>,
    ),
  );
  await settle();
}

const panel = () => container.querySelector('[data-testid="identity-secret"]') as HTMLElement;
const value = () => container.querySelector('[data-testid="identity-secret-value"]') as HTMLElement;
const button = (text: string) =>
  [...container.querySelectorAll("button")].find((found) => found.textContent === text) as HTMLButtonElement;
async function click(text: string) {
  await act(async () => button(text).click());
  await settle();
}

describe("the identity secret panel", () => {
  it("asks a visitor to sign in, and still shows how the hash is made", async () => {
    await render({ kind: "signed-out" });
    expect(panel().dataset.state).toBe("signed-out");
    expect(panel().textContent).toContain("Sign in to see your identity secret.");
    expect(container.querySelector('[data-testid="snippet-user-hash"]')?.textContent).toContain("createHmac");
  });

  it("reads the secret only when asked, reveals and hides it", async () => {
    const api = fakeApi();
    await render({ kind: "ready", api }, "pk_shop");
    expect(api.read).not.toHaveBeenCalled();
    expect(value().dataset.revealed).toBe("false");
    expect(value().textContent).not.toContain(first.secret);
    expect(container.querySelector('[data-testid="snippet-verified-chat"]')?.textContent).toBe(
      '<hom-chat publishable-key="pk_shop" user-id="USER_ID" user-hash="USER_HASH"></hom-chat>',
    );
    await click("Reveal");
    expect(value().textContent).toBe(first.secret);
    expect(panel().dataset.state).toBe("revealed");
    await click("Hide");
    expect(value().textContent).not.toContain(first.secret);
    await click("Reveal");
    expect(api.read).toHaveBeenCalledTimes(1);
  });

  it("copies the secret without showing it", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await render({ kind: "ready", api: fakeApi() });
    await click("Copy secret");
    expect(writeText).toHaveBeenCalledWith(first.secret);
    expect(panel().dataset.state).toBe("copied");
    expect(value().dataset.revealed).toBe("false");
  });

  it("rotates only after a confirmation, then shows the new secret", async () => {
    const api = fakeApi();
    await render({ kind: "ready", api });
    await click("Rotate…");
    expect(panel().dataset.state).toBe("confirming-rotate");
    expect(api.rotate).not.toHaveBeenCalled();
    await click("Cancel");
    await click("Rotate…");
    await click("Rotate the secret");
    expect(api.rotate).toHaveBeenCalledTimes(1);
    expect(value().textContent).toBe(second.secret);
    expect(panel().dataset.state).toBe("rotated");
  });

  it("says why the secret could not be read", async () => {
    const refused = new HttpError(403, "", JSON.stringify({ code: "not_your_account", message: "Not your account" }));
    await render({ kind: "ready", api: fakeApi({ read: vi.fn(async () => Promise.reject(refused)) }) });
    await click("Reveal");
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "The secret could not be read. Not your account.",
    );
  });
});
