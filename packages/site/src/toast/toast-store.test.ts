import { describe, expect, it } from "vitest";
import { createToastStore } from "./toast-store";

describe("toast store", () => {
  it("keeps one toast at a time, newest first", () => {
    const toasts = createToastStore(() => {});
    toasts.show({ title: "First" });
    toasts.show({ title: "Second", description: "Used 12 tokens", variant: "destructive" });
    expect(toasts.store.getState().toasts).toEqual([
      { id: 2, title: "Second", description: "Used 12 tokens", variant: "destructive", open: true },
    ]);
  });

  it("keeps a detail line apart from the description", () => {
    const toasts = createToastStore(() => {});
    toasts.show({ title: "Installation Failed", description: "Failed to install the app.", detail: "Needs X." });
    expect(toasts.store.getState().toasts[0]).toMatchObject({
      description: "Failed to install the app.",
      detail: "Needs X.",
    });
  });

  it("closes a dismissed toast at once and drops it after 1000000 ms", () => {
    const scheduled: [() => void, number][] = [];
    const toasts = createToastStore((run, ms) => scheduled.push([run, ms]));
    const id = toasts.show({ title: "Configuration Updated" });
    toasts.dismiss(id);
    expect(toasts.store.getState().toasts[0]?.open).toBe(false);
    expect(scheduled.map(([, ms]) => ms)).toEqual([1_000_000]);
    scheduled[0]?.[0]();
    expect(toasts.store.getState().toasts).toEqual([]);
  });
});
