/**
 * Chunks of about 1,200 characters (~250-300 English tokens) with 200 characters of overlap. Why these:
 * - small enough that a passage is about one thing, so its rank reflects the question and three or four of
 *   them fit in a prompt (~1,000 tokens of context) next to the personality and the chat;
 * - large enough to hold a whole FAQ answer or a handbook paragraph, so most citations read on their own;
 * - the overlap (about two sentences) keeps a fact that straddles a boundary whole in at least one chunk.
 * Cuts fall at a paragraph break, else a sentence end, else a space, searched back from the target size.
 */
export const chunkSize = 1200;
export const chunkOverlap = 200;

export function chunkText(text: string, size = chunkSize, overlap = chunkOverlap): string[] {
  const clean = text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (!clean) return [];
  if (clean.length <= size) return [clean];
  const chunks: string[] = [];
  let start = 0;
  while (start < clean.length) {
    let end = Math.min(start + size, clean.length);
    if (end < clean.length) end = cutPoint(clean, start, end);
    const piece = clean.slice(start, end).trim();
    if (piece) chunks.push(piece);
    if (end >= clean.length) break;
    // Step back by the overlap, to a word start, but always move forward.
    let next = Math.max(end - overlap, start + 1);
    const space = clean.indexOf(" ", next);
    if (space !== -1 && space < end) next = space + 1;
    start = next;
  }
  return chunks;
}

function cutPoint(text: string, start: number, end: number): number {
  // Never cut in the first half of a chunk: that would make tiny chunks.
  const floor = start + Math.floor((end - start) / 2);
  const window = text.slice(floor, end);
  const paragraph = window.lastIndexOf("\n\n");
  if (paragraph !== -1) return floor + paragraph + 2;
  const sentence = Math.max(
    window.lastIndexOf(". "),
    window.lastIndexOf("? "),
    window.lastIndexOf("! "),
    window.lastIndexOf(".\n"),
  );
  if (sentence !== -1) return floor + sentence + 2;
  const space = window.lastIndexOf(" ");
  if (space !== -1) return floor + space + 1;
  return end;
}
