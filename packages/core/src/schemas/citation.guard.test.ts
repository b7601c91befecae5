import { describe, expect, it } from "vitest";
import { isCitation, readCitations } from "./citation.guard";
import { type Citation, citationSchema } from "./knowledge.schema";

const cited: Citation = {
  documentId: 7,
  containerId: "handbook",
  chunkId: 31,
  documentTitle: "Returns policy",
  text: "Returns are accepted within 30 days.",
  score: 0.82,
};

describe("citation guard", () => {
  it("accepts what citationSchema accepts and refuses what it refuses (no drift)", () => {
    expect(Object.keys(citationSchema.shape).sort()).toEqual(Object.keys(cited).sort());
    const variants: unknown[] = [
      cited,
      { ...cited, documentTitle: "" },
      { ...cited, score: -1.5 },
      { ...cited, documentId: 0 },
      { ...cited, chunkId: 1.5 },
      { ...cited, score: "0.8" },
      { ...cited, score: Number.POSITIVE_INFINITY },
      { ...cited, text: null },
      ...Object.keys(cited).map((key) => ({ ...cited, [key]: undefined })),
      null,
      "citation",
    ];
    for (const value of variants) {
      expect(isCitation(value), JSON.stringify(value)).toBe(citationSchema.safeParse(value).success);
    }
  });

  it("keeps the well-formed citations of a chunk, field by field, and nothing from anything else", () => {
    expect(readCitations([cited, { documentId: "x" }, { ...cited, chunkId: 32, extra: "<b>" }])).toEqual([
      cited,
      { ...cited, chunkId: 32 },
    ]);
    expect(readCitations({ 0: cited })).toEqual([]);
    expect(readCitations(undefined)).toEqual([]);
  });
});
