import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractText } from "./document-text";

describe("extractText of a PDF", () => {
  it("reads the text, and leaves the built-ins pdf.js replaces as Node has them", async () => {
    const native = { parse: JSON.parse, push: Array.prototype.push, toString: Function.prototype.toString };
    const bytes = readFileSync(new URL("./fixtures/handbook.pdf", import.meta.url));
    expect(await extractText(new Uint8Array(bytes), "application/pdf", "handbook.pdf")).toContain(
      "full refund within 30 days",
    );
    // Replaced, every JSON.parse and push of the process ran through core-js's JavaScript.
    expect({ parse: JSON.parse, push: Array.prototype.push, toString: Function.prototype.toString }).toEqual(native);
    // What Node 20 lacks and pdf.js needs stays.
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe("function");
  });
});
