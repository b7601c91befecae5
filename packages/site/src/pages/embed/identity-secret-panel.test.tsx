import { HttpError } from "@hub-of-minds/core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testRootPerTest } from "../../testing/test-root";
import { preloadToastView, Toaster } from "../../toast/toaster";
import type { IdentitySecretApi } from "./identity-secret-api";
import { type IdentitySecretAccess, IdentitySecretPanel } from "./identity-secret-panel";

const first = { secret: "1a".repeat(32), rotatedAt: "2026-05-01T10:00:00.000Z" };
const second = { secret: "2b".repeat(32), rotatedAt: "2026-05-02T10:00:00.000Z" };
const dom = testRootPerTest();
beforeAll(preloadToastView);

function fakeApi(overrides: Partial<IdentitySecretApi> = {}) {
  return {
    read: vi.fn(async () => first),
    rotate: vi.fn(async () => second),
    ...overrides,
  } satisfies IdentitySecretApi;
}

const render = (access: IdentitySecretAccess, publishableKey = "") =>
  dom.render(
    <Toaster>
      <IdentitySecretPanel access={access} publishableKey={publishableKey} />
    </Toaster>,
  );

const panel = () => dom.container.querySelector('[data-testid="identity-secret"]') as HTMLElement;
const value = () => dom.container.querySelector('[data-testid="identity-secret-value"]') as HTMLElement;
const click = (text: string) => dom.click(dom.button(text));

describe("the identity secret panel", () => {
  it("asks a visitor to sign in, and still shows how the hash is made", async () => {
    await render({ kind: "signed-out" });
    expect(panel().dataset.state).toBe("signed-out");
    expect(panel().textContent).toContain("Sign in to see your identity secret.");
    expect(dom.container.querySelector('[data-testid="snippet-user-hash"]')?.textContent).toContain("createHmac");
  });

  it("reads the secret only when asked, reveals and hides it", async () => {
    const api = fakeApi();
    await render({ kind: "ready", api }, "pk_shop");
    expect(api.read).not.toHaveBeenCalled();
    expect(value().dataset.revealed).toBe("false");
    expect(value().textContent).not.toContain(first.secret);
    expect(dom.container.querySelector('[data-testid="snippet-verified-chat"]')?.textContent).toContain(
      'publishable-key="pk_shop"',
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
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      "The secret could not be read. Not your account.",
    );
  });
});
