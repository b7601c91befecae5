import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { MarkdownView } from "./markdown-view";

const payloads = [
  "<script>window.__xss = 1</script>",
  '<img src=x onerror="window.__xss = 1">',
  "[click](javascript:window.__xss=1)",
  '[x](https://ok.example" onmouseover="window.__xss=1)',
  "```\n</code></pre><img src=x onerror=window.__xss=1>\n```",
  "**<svg onload=window.__xss=1>**",
  "- <iframe src=javascript:window.__xss=1></iframe>",
];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLElement;
afterEach(() => container?.remove());

function render(source: string): HTMLElement {
  container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<MarkdownView source={source} />));
  return container;
}

describe("MarkdownView", () => {
  it.each(payloads)("renders %s as text only", (payload) => {
    const element = render(payload);
    expect(element.querySelector("script, img, svg, iframe, [onerror], [onload], [onmouseover]")).toBeNull();
    for (const link of element.querySelectorAll("a")) expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(element.textContent).toContain(payload.includes("```") ? "onerror=window.__xss=1" : "__xss");
  });

  it("renders paragraphs, lists, code and safe links as elements", () => {
    const element = render("Hi **there**\n\n- a\n- b\n\n`x` [docs](https://example.com)");
    expect(element.querySelector("strong")?.textContent).toBe("there");
    expect(element.querySelectorAll("ul > li")).toHaveLength(2);
    expect(element.querySelector("code")?.textContent).toBe("x");
    const link = element.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://example.com");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
  });
});
