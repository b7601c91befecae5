import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { ChatThreadList, type ChatThreadListProps } from "./chat-thread-list";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

/** A hub whose list of threads never answers: the list stays loading. */
const waitingHub: ChatThreadListProps["hub"] = {
  access: { run: (call) => call({}), visitorId: () => null, forget: () => {} },
  call: (() => new Promise(() => {})) as unknown as ChatThreadListProps["hub"]["call"],
  failure: (_error, fallback) => fallback,
};

afterEach(async () => {
  await act(() => root?.unmount());
  container.remove();
});

describe("ChatThreadList while the threads load", () => {
  it("draws rows where the threads will be, its words said to screen readers only", async () => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(() =>
      root?.render(
        <ChatThreadList hub={waitingHub} mine={false} currentId={null} onOpen={() => {}} onChange={() => {}} />,
      ),
    );
    const status = container.querySelector('[role="status"]');
    expect(status?.getAttribute("data-testid")).toBe("thread-list-loading");
    expect(status?.children).toHaveLength(4);
    expect(status?.textContent).toBe("Loading conversations...");
    expect(status?.querySelector("span")?.className).toMatch(/\S/);
    expect(container.querySelector("p")).toBeNull();
  });
});
