import { describe, expect, it } from "vitest";
import { escapeHtml, iframeSnippet, reactComponentName, reactSnippet, scriptTagSnippet } from "./embed-snippets";

const origin = "https://hub.example";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in attributes", () => {
    expect(escapeHtml(`a "b" <c> & 'd'`)).toBe("a &quot;b&quot; &lt;c&gt; &amp; &#39;d&#39;");
  });
});

describe("scriptTagSnippet", () => {
  it("loads the loader and writes the element with its attributes", () => {
    expect(
      scriptTagSnippet(origin, "hom-personalities", [
        ["theme", "dark"],
        ["level", "high"],
      ]),
    ).toBe(
      '<script type="module" src="https://hub.example/widgets/v1/loader.js"></script>\n' +
        '<hom-personalities theme="dark" level="high"></hom-personalities>',
    );
  });

  it("escapes quotes and markup in attribute values", () => {
    const snippet = scriptTagSnippet(origin, "hom-idea-cosmos", [["author", `Ann "The <b>" O'Neil`]]);
    expect(snippet).toContain('<hom-idea-cosmos author="Ann &quot;The &lt;b&gt;&quot; O&#39;Neil"></hom-idea-cosmos>');
    expect(snippet).not.toContain("<b>");
  });

  it("adds a trigger for a popup chat", () => {
    expect(
      scriptTagSnippet(origin, "hom-chat", [["mode", "popup"]])
        .split("\n")
        .slice(1),
    ).toEqual(['<hom-chat mode="popup"></hom-chat>', '<button type="button" data-hom-chat-open>Chat with us</button>']);
  });

  it("writes a bare element when nothing is set", () => {
    expect(scriptTagSnippet(origin, "hom-agent-zero", []).split("\n")[1]).toBe("<hom-agent-zero></hom-agent-zero>");
  });
});

describe("iframeSnippet", () => {
  it("points at the widget's iframe page with the options in the query and adds the host helper", () => {
    expect(
      iframeSnippet(origin, "hom-chat", [
        ["theme", "light"],
        ["api-base", origin],
        ["model", "gpt-4"],
        ["temperature", "0.5"],
      ]),
    ).toBe(
      '<iframe src="https://hub.example/widgets/v1/chatgpt?theme=light&amp;model=gpt-4&amp;temperature=0.5" ' +
        'title="ChatGPT" loading="lazy" style="width: 100%; border: 0"></iframe>\n' +
        '<script type="module" src="https://hub.example/widgets/v1/embed.js"></script>',
    );
  });

  it("serves the frame from another hub's api-base, never as a query option, and encodes then escapes values", () => {
    const snippet = iframeSnippet(origin, "hom-idea-cosmos", [["author", `"<x>" & y`]]);
    expect(snippet.split("\n")[0]).toBe(
      '<iframe src="https://hub.example/widgets/v1/idea-cosmos?author=%22%3Cx%3E%22+%26+y" title="Idea Cosmos" ' +
        'loading="lazy" style="width: 100%; border: 0"></iframe>',
    );
    expect(iframeSnippet(origin, "hom-chat", [["api-base", "https://other.example"]])).toBe(
      '<iframe src="https://other.example/widgets/v1/chatgpt" title="ChatGPT" loading="lazy" style="width: 100%; border: 0"></iframe>\n' +
        '<script type="module" src="https://other.example/widgets/v1/embed.js"></script>',
    );
  });

  it("has no query when nothing is set", () => {
    expect(iframeSnippet(origin, "hom-agent-zero", [])).toContain('src="https://hub.example/widgets/v1/agent-zero"');
  });
});

describe("reactSnippet", () => {
  it("uses the package's typed wrapper with camelCased string and number props and an event prop", () => {
    expect(
      reactSnippet(origin, "hom-chat", [
        ["theme", "dark"],
        ["api-base", origin],
        ["model", "gpt-4o"],
        ["temperature", "0.7"],
      ]),
    ).toBe(
      [
        "// npm install https://hub.example/widgets/v1/hub-of-minds-widgets.tgz",
        'import { HomChat } from "@hub-of-minds/widgets/react";',
        "",
        "export function ChatEmbed() {",
        "  return (",
        "    <HomChat",
        '      theme="dark"',
        '      apiBase="https://hub.example"',
        '      model="gpt-4o"',
        "      temperature={0.7}",
        "      onHomMessage={(event) => console.log(event.detail)}",
        "    />",
        "  );",
        "}",
      ].join("\n"),
    );
  });

  it("writes unsafe strings as JavaScript string expressions", () => {
    expect(reactSnippet(origin, "hom-idea-cosmos", [["author", `say "hi" <b>`]])).toContain(
      'author={"say \\"hi\\" <b>"}',
    );
  });

  it("names the component after the tag", () => {
    expect(reactComponentName("hom-idea-cosmos")).toBe("IdeaCosmosEmbed");
    expect(reactSnippet(origin, "hom-agent-zero", [])).toContain("    <HomAgentZero />");
  });
});
