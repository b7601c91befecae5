import { type Citation, citationSchema } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { type ChatCitation, isCitation, readCitations } from "./citations";

const cited: ChatCitation = {
  documentId: 7,
  containerId: "handbook",
  chunkId: 31,
  documentTitle: "Returns policy",
  text: "Returns are accepted within 30 days.",
  score: 0.82,
};

// Both ways assignable: a field added to or changed in core's Citation fails the type check here.
const fromCore = (citation: Citation): ChatCitation => citation;
const toCore = (citation: ChatCitation): Citation => citation;

describe("citations", () => {
  it("accept what core's citationSchema accepts and refuse what it refuses (no drift)", () => {
    expect(Object.keys(citationSchema.shape).sort()).toEqual(Object.keys(cited).sort());
    const variants: unknown[] = [
      cited,
      fromCore(toCore({ ...cited, documentTitle: "" })),
      { ...cited, score: -1.5 },
      { ...cited, documentId: 0 },
      { ...cited, chunkId: 1.5 },
      { ...cited, score: "0.8" },
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
