import { adminAccessDeniedAlert, HttpError } from "@hub-of-minds/core";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminGate } from "./admin-gate";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

const input = () => host.querySelector<HTMLInputElement>("#admin-password") as HTMLInputElement;

async function typeAndSubmit(password: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input(), password);
    input().dispatchEvent(new Event("input", { bubbles: true }));
  });
  await act(async () => {
    host.querySelector("form")?.requestSubmit();
  });
}

describe("the administrator gate", () => {
  it("alerts the spec's text when the server refuses the password, and clears the field", async () => {
    const alert = vi.fn();
    window.alert = alert;
    const onUnlocked = vi.fn();
    const login = vi
      .fn()
      .mockRejectedValue(
        new HttpError(401, "Unauthorized", '{"code":"admin_session_required","message":"Invalid password"}'),
      );
    act(() => root.render(<AdminGate login={login} onUnlocked={onUnlocked} />));
    await typeAndSubmit("wrong");
    expect(login).toHaveBeenCalledWith("wrong");
    expect(alert).toHaveBeenCalledWith(adminAccessDeniedAlert);
    expect(onUnlocked).not.toHaveBeenCalled();
    expect(input().value).toBe("");
  });

  it("unlocks when the server accepts", async () => {
    const onUnlocked = vi.fn();
    act(() => root.render(<AdminGate login={async () => ({ active: true })} onUnlocked={onUnlocked} />));
    await typeAndSubmit("right");
    expect(onUnlocked).toHaveBeenCalledTimes(1);
  });

  it("explains a server failure instead of blaming the password", async () => {
    const alert = vi.fn();
    window.alert = alert;
    const login = vi.fn().mockRejectedValue(new HttpError(503, "Service Unavailable", ""));
    act(() => root.render(<AdminGate login={login} onUnlocked={() => {}} />));
    await typeAndSubmit("any");
    expect(alert).not.toHaveBeenCalled();
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      "The server could not check the password. The service is unavailable right now.",
    );
  });

  it("shows and hides the password", () => {
    act(() => root.render(<AdminGate login={async () => ({ active: true })} onUnlocked={() => {}} />));
    const toggle = host.querySelector<HTMLButtonElement>('button[aria-controls="admin-password"]');
    expect(input().type).toBe("password");
    act(() => toggle?.click());
    expect(input().type).toBe("text");
    expect(toggle?.getAttribute("aria-pressed")).toBe("true");
    act(() => toggle?.click());
    expect(input().type).toBe("password");
  });
});
