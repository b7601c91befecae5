import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { defineWidget } from "./define-widget";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Props {
  label?: string;
  apiBase?: string;
  level?: number;
}
type Element = HTMLElement & Props;

/** Shows the props it got, so each test can read what the element passed on. */
function Probe({ label = "default", apiBase = "(none)", level }: Props) {
  return (
    <output>
      {label}|{apiBase}|{level === undefined ? "(none)" : `${typeof level}:${level}`}
    </output>
  );
}
defineWidget("hom-test-probe", Probe, { label: "string", apiBase: "string", level: "number" }, "__HOM_WIDGET_CSS__");

const mounted: Element[] = [];
async function mount(html: string): Promise<Element> {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const element = holder.firstElementChild as Element;
  mounted.push(element);
  await act(async () => document.body.append(element));
  return element;
}
const shown = (element: Element) => element.shadowRoot?.querySelector("output")?.textContent;

afterEach(async () => {
  await act(async () => {
    for (const element of mounted.splice(0)) element.remove();
  });
});

describe("defineWidget", () => {
  it("observes each prop as its kebab-case attribute", () => {
    const defined = customElements.get("hom-test-probe") as unknown as { observedAttributes: string[] };
    expect([...defined.observedAttributes].sort()).toEqual(["api-base", "label", "level"]);
  });

  it("renders into an open shadow root with the attributes as props, numbers parsed", async () => {
    const element = await mount(
      '<hom-test-probe label="Ask" api-base="https://hub.example" level="2.5"></hom-test-probe>',
    );
    expect(shown(element)).toBe("Ask|https://hub.example|number:2.5");
  });

  it("follows attribute changes; a removed, empty or non-numeric attribute falls back to the default", async () => {
    const element = await mount('<hom-test-probe label="Ask" level="3"></hom-test-probe>');
    await act(async () => element.setAttribute("label", "Chat now"));
    expect(shown(element)).toBe("Chat now|(none)|number:3");
    await act(async () => element.removeAttribute("label"));
    expect(shown(element)).toBe("default|(none)|number:3");
    await act(async () => element.setAttribute("label", ""));
    await act(async () => element.setAttribute("level", "high"));
    expect(shown(element)).toBe("default|(none)|(none)");
  });

  it("has a property per prop that reads and writes the attribute", async () => {
    const element = await mount("<hom-test-probe></hom-test-probe>");
    await act(async () => {
      element.apiBase = "https://other.example";
      element.level = 7;
    });
    expect(element.getAttribute("api-base")).toBe("https://other.example");
    expect(element.level).toBe(7);
    expect(shown(element)).toBe("default|https://other.example|number:7");
    await act(async () => {
      element.apiBase = undefined;
    });
    expect(element.hasAttribute("api-base")).toBe(false);
    expect(shown(element)).toBe("default|(none)|number:7");
  });

  it("renders again after being moved, and keeps typed keys from reaching the page", async () => {
    const element = await mount('<hom-test-probe label="Ask"></hom-test-probe>');
    await act(async () => {
      element.remove();
      document.body.append(element);
    });
    expect(shown(element)).toBe("Ask|(none)|(none)");
    let reachedPage = false;
    const listener = () => {
      reachedPage = true;
    };
    document.addEventListener("keydown", listener);
    element.shadowRoot
      ?.querySelector("output")
      ?.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, composed: true }));
    document.removeEventListener("keydown", listener);
    expect(reachedPage).toBe(false);
  });
});
