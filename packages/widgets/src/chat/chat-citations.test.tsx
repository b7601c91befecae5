import type { Citation } from "@hub-of-minds/core/protocol";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatSend } from "./chat-client";
import { ChatWidget } from "./chat-widget";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const sources: Citation[] = [
  {
    documentId: 7,
    containerId: "handbook",
    chunkId: 31,
    documentTitle: "Returns policy",
    text: "Within 30 days.",
    score: 0.8,
  },
  { documentId: 9, containerId: "handbook", chunkId: 40, documentTitle: "  ", text: hostile, score: 0.5 },
];
const cites =
  (citations?: Citation[], content = "Within 30 days [1]."): ChatSend =>
  async (_body, _connection, onDelta) => {
    onDelta(content);
    return { content, totalTokens: 9, ...(citations ? { citations } : {}) };
  };

let root: Root | undefined;
let container: HTMLElement;
async function ask(send: ChatSend) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  // The prompt is sent on mount and its reply resolves in microtasks: all inside one async act.
  await act(async () => {
    root?.render(<ChatWidget send={send} models={[{ id: "gpt-4o", name: "gpt-4o" }]} initialPrompt="Returns?" />);
  });
  // The footnotes load with the first answer that has sources (a chunk of their own): let that land.
  await act(async () => {
    await import("./chat-citations");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
afterEach(async () => {
  await act(() => root?.unmount());
  container.remove();
});

const footnotes = () => [...container.querySelectorAll<HTMLButtonElement>('[part="citations"] button')];
const passage = (button: HTMLButtonElement) =>
  container.querySelector<HTMLElement>(`#${CSS.escape(button.getAttribute("aria-controls") ?? "")}`);

describe("the sources of a cited answer", () => {
  it("are numbered footnotes under the answer, named by title or document id", async () => {
    await ask(cites(sources));
    const answer = [...container.querySelectorAll('[data-testid="chat-message"][data-role="assistant"]')].at(-1);
    expect(answer?.querySelector('ol[part="citations"]')?.getAttribute("aria-label")).toBe("Sources");
    expect(footnotes().map((button) => button.textContent)).toEqual(["1Returns policy", "2Document 9"]);
    expect(footnotes().every((button) => button.type === "button")).toBe(true);
  });

  it("each opens and closes its passage inline (a disclosure)", async () => {
    await ask(cites(sources));
    const [first, second] = footnotes();
    if (!first || !second) throw new Error("no footnotes");
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(first.dataset.state).toBe("closed");
    expect(passage(first)?.hidden).toBe(true);
    await act(async () => first.click());
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(first.dataset.state).toBe("open");
    expect(passage(first)?.hidden).toBe(false);
    expect(passage(first)?.dataset.state).toBe("open");
    expect(passage(first)?.getAttribute("part")).toBe("passage");
    expect(passage(first)?.textContent).toBe("Within 30 days.");
    // Each footnote is its own disclosure: the second stays closed.
    expect(second.getAttribute("aria-expanded")).toBe("false");
    await act(async () => first.click());
    expect(first.dataset.state).toBe("closed");
    expect(passage(first)?.hidden).toBe(true);
  });

  it("show a hostile passage as text, never as markup", async () => {
    await ask(cites(sources));
    const second = footnotes()[1];
    if (!second) throw new Error("no footnote");
    await act(async () => second.click());
    expect(passage(second)?.textContent).toBe(hostile);
    expect(container.querySelectorAll('[part="citations"] img, [part="citations"] script, [onerror]')).toHaveLength(0);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it("an answer without citations has no footnote list", async () => {
    await ask(cites());
    expect(container.querySelectorAll('[data-testid="chat-message"][data-role="assistant"]')).toHaveLength(2);
    expect(container.querySelector('[part="citations"]')).toBeNull();
  });

  it("turn the answer's [n] into markers that open footnote n and move focus to it", async () => {
    await ask(cites(sources, "Within 30 days [1], **kept [2]**; not [3], nor `code [1]`."));
    const answer = [...container.querySelectorAll('[data-testid="chat-message"][data-role="assistant"]')].at(-1);
    const markers = [...(answer?.querySelectorAll<HTMLButtonElement>('[data-testid="cite-marker"]') ?? [])];
    // [3] has no source and code stays code: both remain text.
    expect(markers.map((marker) => marker.textContent)).toEqual(["1", "2"]);
    expect(markers.map((marker) => marker.getAttribute("aria-label"))).toEqual([
      "Source 1: Returns policy",
      "Source 2: Document 9",
    ]);
    expect(answer?.querySelector(".hom-md, p")?.textContent).toContain("not [3]");
    expect(answer?.querySelector("code")?.textContent).toBe("code [1]");
    const second = markers[1];
    if (!second) throw new Error("no marker");
    await act(async () => second.click());
    const [firstNote, secondNote] = footnotes();
    expect(secondNote?.getAttribute("aria-expanded")).toBe("true");
    expect(firstNote?.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(secondNote);
    // A second press keeps it open (a marker shows its source; the footnote's own button closes it).
    await act(async () => second.click());
    expect(secondNote?.getAttribute("aria-expanded")).toBe("true");
  });

  it("leave an answer without sources as written, brackets and all", async () => {
    await ask(cites(undefined, "See [1]."));
    expect(container.querySelector('[data-testid="cite-marker"]')).toBeNull();
    expect(container.textContent).toContain("See [1].");
  });
});
