// @vitest-environment node
import { describe, expect, it } from "vitest";

describe("importing the widgets in Node (server-rendered React hosts)", () => {
  it("does not throw without a DOM, and defines no element", async () => {
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe("undefined");
    const widgets = await import("./index");
    expect(typeof widgets.ChatWidget).toBe("function");
    await import("./elements/hom-chat");
    await import("./elements/hom-personalities");
    await import("./elements/hom-idea-cosmos");
    await import("./elements/hom-agent-zero");
    await import("./elements/hom-consciousness");
  });
});
