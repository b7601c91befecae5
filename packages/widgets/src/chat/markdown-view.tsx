import type { ReactNode } from "react";
import * as css from "./chat.css";
import { type Block, type Inline, parseMarkdown } from "./markdown";

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = index;
    switch (node.type) {
      case "text":
        return node.text;
      case "code":
        return (
          <code key={key} className={css.inlineCode}>
            {node.text}
          </code>
        );
      case "strong":
        return <strong key={key}>{inline(node.children)}</strong>;
      case "em":
        return <em key={key}>{inline(node.children)}</em>;
      case "link":
        return (
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow" className={css.link}>
            {inline(node.children)}
          </a>
        );
      default:
        return <br key={key} />;
    }
  });
}

function block(node: Block, key: number): ReactNode {
  if (node.type === "code") {
    return (
      <pre key={key} className={css.codeBlock} data-language={node.language || undefined}>
        <code>{node.text}</code>
      </pre>
    );
  }
  if (node.type === "list") {
    // A parsed tree has no ids; it is rebuilt from the text on each render, so positions are stable keys.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    const items = node.items.map((item, index) => <li key={index}>{inline(item)}</li>);
    return node.ordered ? (
      <ol key={key} className={css.mdList}>
        {items}
      </ol>
    ) : (
      <ul key={key} className={css.mdList}>
        {items}
      </ul>
    );
  }
  return (
    <p key={key} className={css.paragraph}>
      {inline(node.children)}
    </p>
  );
}

/** Renders a reply's Markdown as elements built from the parsed tree: text is always text. */
export function MarkdownView({ source }: { source: string }) {
  return <>{parseMarkdown(source).map(block)}</>;
}
