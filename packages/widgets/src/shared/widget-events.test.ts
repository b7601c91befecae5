import { describe, expect, it } from "vitest";
import { emitWidgetEvent, homWidgetEventNames } from "./widget-events";

describe("emitWidgetEvent", () => {
  it("dispatches a bubbling, composed CustomEvent with the detail", () => {
    const parent = document.createElement("div");
    const child = document.createElement("span");
    parent.append(child);
    const seen: CustomEvent[] = [];
    parent.addEventListener("hom-personality-selected", (event) => seen.push(event as CustomEvent));
    emitWidgetEvent(child, "hom-personality-selected", { id: "eve", name: "Eve", level: 10 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.detail).toEqual({ id: "eve", name: "Eve", level: 10 });
  });

  it("lists the six event names once each", () => {
    expect(new Set(homWidgetEventNames).size).toBe(6);
  });
});
