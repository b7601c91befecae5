import { act, createRef } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import type { HomWidgetElement } from "../elements/element-types";
import { createHomComponent, eventPropName } from "./create-component";

// A plain tag stands in for the element: the wrapper's job is attributes, events and the ref, not the widget.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const HomChat = createHomComponent("hom-chat", "HomChat");

describe("React wrappers", () => {
  it("name event props after the events", () => {
    expect(eventPropName("hom-personality-selected")).toBe("onHomPersonalitySelected");
    expect(HomChat.displayName).toBe("HomChat");
  });

  it("set attributes, forward the ref and call the latest on... prop with the event", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    const ref = createRef<HomWidgetElement>();
    const first = vi.fn();
    const latest = vi.fn();
    await act(() =>
      root.render(
        <HomChat ref={ref} apiBase="https://hub.example.com" temperature={1.2} onHomMessage={first} id="c" />,
      ),
    );
    const element = container.querySelector("hom-chat");
    expect(ref.current).toBe(element);
    expect(element?.getAttribute("api-base")).toBe("https://hub.example.com");
    expect(element?.getAttribute("temperature")).toBe("1.2");
    expect(element?.id).toBe("c");
    expect(element?.hasAttribute("onHomMessage")).toBe(false);
    await act(() => root.render(<HomChat ref={ref} model="gpt-4" onHomMessage={latest} />));
    expect(element?.hasAttribute("api-base")).toBe(false);
    const detail = { role: "user", content: "hi" } as const;
    element?.dispatchEvent(new CustomEvent("hom-message", { detail }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(expect.objectContaining({ detail }));
    await act(() => root.unmount());
    element?.dispatchEvent(new CustomEvent("hom-message", { detail }));
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
