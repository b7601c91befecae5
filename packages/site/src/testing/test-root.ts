import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, vi } from "vitest";

// React's act() environment flag for a test runner that is not Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  /** The element the component renders into (fresh for each test). */
  readonly container: HTMLDivElement;
  render(node: ReactNode): Promise<void>;
  /** Lets promises, queries and effects run: a few turns of the event loop inside act(). */
  settle(turns?: number): Promise<void>;
  /** Clicks an element and settles. */
  click(target: Element | null | undefined): Promise<void>;
  /** The first button whose whole text is `text`. */
  button(text: string): HTMLButtonElement | undefined;
}

/**
 * A React root in the test DOM for each test of the file, unmounted (with stubbed globals undone) after it:
 * the set-up every component test repeats, written once.
 */
export function testRootPerTest(): TestRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
    vi.unstubAllGlobals();
  });
  const settle = async (turns = 4) => {
    for (let turn = 0; turn < turns; turn++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
  };
  const shown = () => {
    if (!container) throw new Error("testRootPerTest: no test is running");
    return container;
  };
  return {
    get container() {
      return shown();
    },
    async render(node) {
      act(() => root?.render(node));
      await settle();
    },
    settle,
    async click(target) {
      if (!target) throw new Error("nothing to click");
      await act(async () => (target as HTMLElement).click());
      await settle();
    },
    button: (text) => [...shown().querySelectorAll("button")].find((found) => found.textContent === text),
  };
}
