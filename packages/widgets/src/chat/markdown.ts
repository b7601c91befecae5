/**
 * A small Markdown subset for assistant replies: paragraphs, line breaks, bullet and numbered lists, fenced
 * and inline code, bold, italic and links. It produces a tree, never HTML: the renderer turns it into
 * elements, so nothing a model sends can become markup or script.
 */
export type Inline =
  | { type: "text"; text: string }
  | { type: "code"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "break" };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "code"; language: string; text: string };

const bullet = /^\s*[-*+]\s+(.*)$/;
const numbered = /^\s*\d+[.)]\s+(.*)$/;
const fence = /^\s*```\s*([\w+-]*)\s*$/;

/** Only these schemes may become links; anything else (javascript:, data:, vbscript:) stays text. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  return /^(https?:\/\/|mailto:)/i.test(href) && !/[\s<>"'`]/.test(href) ? href : null;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", children: parseLines(paragraph) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const open = fence.exec(line);
    if (open) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !fence.test(lines[i] ?? ""); i++) code.push(lines[i] ?? "");
      blocks.push({ type: "code", language: open[1] ?? "", text: code.join("\n") });
      continue;
    }
    const listMatch = bullet.exec(line) ?? numbered.exec(line);
    if (listMatch) {
      flush();
      const ordered = !bullet.test(line);
      const pattern = ordered ? numbered : bullet;
      const items: Inline[][] = [];
      for (; i < lines.length; i++) {
        const item = pattern.exec(lines[i] ?? "");
        if (!item) break;
        items.push(parseInline(item[1] ?? ""));
      }
      i--;
      blocks.push({ type: "list", ordered, items });
      continue;
    }
    if (line.trim() === "") flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

function parseLines(lines: string[]): Inline[] {
  return lines.flatMap((line, index) =>
    index === 0 ? parseInline(line) : [{ type: "break" } as const, ...parseInline(line)],
  );
}

// Order matters: code first (its content is literal), then links, bold, italic. Underscores emphasise only
// at word edges (as in CommonMark), so snake_case names such as max_tokens stay as written.
const inlinePattern =
  /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|(?<![\p{L}\p{N}_])__(.+?)__(?![\p{L}\p{N}_])|\*([^*]+)\*|(?<![\p{L}\p{N}_])_([^_]+)_(?![\p{L}\p{N}_])/u;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest !== "") {
    const match = inlinePattern.exec(rest);
    if (!match) {
      out.push({ type: "text", text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: "text", text: rest.slice(0, match.index) });
    const [whole, code, label, href, bold1, bold2, em1, em2] = match;
    if (code !== undefined) out.push({ type: "code", text: code });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { type: "link", href: safe, children: parseInline(label) } : { type: "text", text: whole });
    } else if (bold1 !== undefined || bold2 !== undefined) {
      out.push({ type: "strong", children: parseInline(bold1 ?? bold2 ?? "") });
    } else out.push({ type: "em", children: parseInline(em1 ?? em2 ?? "") });
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}
