import { Fragment, type ReactNode } from "react";
import * as css from "./chat.css";
import { type Block, type Inline, parseMarkdown } from "./markdown";

/** What an answer's `[n]` becomes: a node for a number with a source, undefined to keep the text. */
export type CiteMarker = (number: number) => ReactNode | undefined;

const markerPattern = /\[(\d{1,3})\]/g;

/** Text with its [n] markers turned into `marker`'s nodes (an unknown number stays as written). */
function withMarkers(text: string, marker: CiteMarker | undefined, key: number): ReactNode {
  if (!marker || !text.includes("[")) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markerPattern)) {
    const node = marker(Number(match[1]));
    if (node === undefined) continue;
    parts.push(text.slice(last, match.index), <sup key={match.index}>{node}</sup>);
    last = match.index + match[0].length;
  }
  if (!parts.length) return text;
  parts.push(text.slice(last));
  return <Fragment key={key}>{parts}</Fragment>;
}

function inline(nodes: Inline[], marker?: CiteMarker): ReactNode[] {
  return nodes.map((node, index) => {
    const key = index;
    switch (node.type) {
      case "text":
        return withMarkers(node.text, marker, key);
      case "code":
        return (
          <code key={key} className={css.inlineCode}>
            {node.text}
          </code>
        );
      case "strong":
        return <strong key={key}>{inline(node.children, marker)}</strong>;
      case "em":
        return <em key={key}>{inline(node.children, marker)}</em>;
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

function block(node: Block, key: number, marker?: CiteMarker): ReactNode {
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
    const items = node.items.map((item, index) => <li key={index}>{inline(item, marker)}</li>);
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
      {inline(node.children, marker)}
    </p>
  );
}

/**
 * Renders a reply's Markdown as elements built from the parsed tree: text is always text. With `marker`, an
 * answer's [n] (outside code and links) becomes the marker of source n.
 */
export function MarkdownView({ source, marker }: { source: string; marker?: CiteMarker | undefined }) {
  return <>{parseMarkdown(source).map((node, key) => block(node, key, marker))}</>;
}
