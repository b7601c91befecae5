import { describe, expect, it } from "vitest";
import { adoptChunkStyles } from "./chunk-styles";

describe("adoptChunkStyles", () => {
  it("adds a lazy chunk's sheet to the shadow root it renders in, once, beside the widget's own", () => {
    const host = document.createElement("div");
    const root = host.attachShadow({ mode: "open" });
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    const node = document.createElement("section");
    root.append(node);
    adoptChunkStyles(node, ".list{color:red}");
    adoptChunkStyles(node, ".list{color:red}");
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[0]).toBe(own);
  });

  it("does nothing outside a shadow root (the site) or while the placeholder was not replaced", () => {
    const node = document.createElement("section");
    document.body.append(node);
    expect(() => adoptChunkStyles(node, ".list{color:red}")).not.toThrow();
    const host = document.createElement("div");
    const root = host.attachShadow({ mode: "open" });
    const inner = document.createElement("p");
    root.append(inner);
    adoptChunkStyles(inner, "__HOM_CHUNK_CSS__");
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });
});
