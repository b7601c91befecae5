import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref } from "./markdown";

describe("parseMarkdown", () => {
  it("splits paragraphs, lists and fenced code", () => {
    const blocks = parseMarkdown("Hello **world**\nnext\n\n- one\n- two\n\n1. a\n2. b\n\n```ts\nconst x = 1;\n```");
    expect(blocks).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Hello " },
          { type: "strong", children: [{ type: "text", text: "world" }] },
          { type: "break" },
          { type: "text", text: "next" },
        ],
      },
      { type: "list", ordered: false, items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }]] },
      { type: "list", ordered: true, items: [[{ type: "text", text: "a" }], [{ type: "text", text: "b" }]] },
      { type: "code", language: "ts", text: "const x = 1;" },
    ]);
  });

  it("keeps code spans literal and parses links and emphasis", () => {
    expect(parseInline("`**x**` *y* [site](https://example.com)")).toEqual([
      { type: "code", text: "**x**" },
      { type: "text", text: " " },
      { type: "em", children: [{ type: "text", text: "y" }] },
      { type: "text", text: " " },
      { type: "link", href: "https://example.com", children: [{ type: "text", text: "site" }] },
    ]);
  });

  it("leaves snake_case alone and emphasises underscores only at word edges", () => {
    const text = (value: string) => [{ type: "text", text: value }];
    expect(parseInline("set max_tokens and top_p_value, or a__b__c")).toEqual(
      text("set max_tokens and top_p_value, or a__b__c"),
    );
    expect(parseInline("call my_func_name(a_b)")).toEqual(text("call my_func_name(a_b)"));
    expect(parseInline("_this_ and __that__")).toEqual([
      { type: "em", children: text("this") },
      { type: "text", text: " and " },
      { type: "strong", children: text("that") },
    ]);
  });

  it("refuses script links, leaving them as plain text", () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,<script>")).toBeNull();
    expect(safeHref(" JavaScript:alert(1)")).toBeNull();
    expect(safeHref("https://ok.example/path")).toBe("https://ok.example/path");
    expect(parseInline("[x](javascript:alert(1))")).toEqual([
      { type: "text", text: "[x](javascript:alert(1)" },
      { type: "text", text: ")" },
    ]);
  });
});
