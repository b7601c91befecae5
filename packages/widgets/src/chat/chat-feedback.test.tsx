import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { ChatFeedback, type RateAnswer } from "./chat-feedback";
import type { SavedFeedback } from "./feedback-state";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;
const calls: unknown[][] = [];
async function mount(rate: RateAnswer, initial?: SavedFeedback) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(() => root?.render(<ChatFeedback messageId="hom-msg-r1" initial={initial} rate={rate} />));
}
const button = (label: string) => container.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;
const byText = (text: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent === text) as HTMLButtonElement;
const saves: RateAnswer = async (messageId, rating, comment) => {
  calls.push([messageId, rating, comment]);
  return { rating, comment: comment ?? null };
};

afterEach(async () => {
  await act(() => root?.unmount());
  container.remove();
  calls.length = 0;
});

describe("ChatFeedback", () => {
  it("presses the chosen thumb once the hub saved it, then takes a comment", async () => {
    await mount(saves);
    expect(button("Helpful").getAttribute("aria-pressed")).toBe("false");
    await act(async () => button("Not helpful").click());
    expect(button("Not helpful").getAttribute("aria-pressed")).toBe("true");
    expect(button("Helpful").getAttribute("aria-pressed")).toBe("false");
    expect(container.querySelector("fieldset")?.dataset.state).toBe("rated");
    await act(async () => byText("Add a comment").click());
    const box = container.querySelector("textarea") as HTMLTextAreaElement;
    box.value = "  Too vague  ";
    await act(async () => byText("Send comment").click());
    expect(calls).toEqual([
      ["hom-msg-r1", "down", undefined],
      ["hom-msg-r1", "down", "Too vague"],
    ]);
    expect(byText("Edit comment")).toBeDefined();
  });

  it("shows a rating saved before, and a failure as a readable sentence without losing it", async () => {
    await mount(() => Promise.reject("Too many requests: 10 a minute."), { rating: "up", comment: null });
    expect(button("Helpful").getAttribute("aria-pressed")).toBe("true");
    await act(async () => button("Not helpful").click());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe("Too many requests: 10 a minute.");
    expect(button("Helpful").getAttribute("aria-pressed")).toBe("true");
    expect(container.querySelector("fieldset")?.dataset.state).toBe("failed");
  });
});
