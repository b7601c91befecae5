import { createHmac } from "node:crypto";

/**
 * Full-text search over sealed text. The database's own parser turns text into lexemes (stemmed, stop words
 * dropped); each lexeme is replaced by a keyed hash before it is stored, and a query's lexemes are hashed the
 * same way. The index keeps the positions, so ranking works as on plain text, but the data files hold no word
 * of the document (equal words still share a hash: that much the index tells about the text).
 */
export function createBlindIndex(key: Buffer) {
  const blind = (lexeme: string) => createHmac("sha256", key).update(lexeme, "utf8").digest("hex").slice(0, 16);
  return {
    blind,
    /** A tsvector literal from `unnest(to_tsvector(...))` rows. */
    vector(rows: { lexeme: string; positions: number[] | null }[]): string {
      return rows
        .map((row) => `${blind(row.lexeme)}${row.positions?.length ? `:${row.positions.join(",")}` : ""}`)
        .join(" ");
    },
    /** A tsquery's text (`'refund' & 'polici'`) with every quoted lexeme hashed; operators stay as they are. */
    query(tsqueryText: string): string {
      return tsqueryText.replace(
        /'((?:[^']|'')*)'/g,
        (_match, lexeme: string) => `'${blind(lexeme.replaceAll("''", "'"))}'`,
      );
    },
  };
}
export type BlindIndex = ReturnType<typeof createBlindIndex>;
