import { afterEach, describe, expect, it, vi } from "vitest";
import { recall, remember } from "./local-store";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("local-store", () => {
  it("keeps a value in localStorage and forgets it on null", () => {
    remember("hom-test", "v_1");
    expect(localStorage.getItem("hom-test")).toBe("v_1");
    expect(recall("hom-test")).toBe("v_1");
    remember("hom-test", null);
    expect(recall("hom-test")).toBeNull();
  });

  it("keeps it in memory when the browser refuses storage", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(recall("hom-refused")).toBeNull();
    remember("hom-refused", "v_2");
    expect(recall("hom-refused")).toBe("v_2");
    remember("hom-refused", null);
    expect(recall("hom-refused")).toBeNull();
  });
});
