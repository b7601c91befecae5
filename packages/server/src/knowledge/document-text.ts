import { type DocumentMediaType, documentMediaTypes } from "@hub-of-minds/core";
import { ApiError } from "../http/api-error";

const byExtension: Record<string, DocumentMediaType> = {
  txt: "text/plain",
  text: "text/plain",
  md: "text/markdown",
  markdown: "text/markdown",
  html: "text/html",
  htm: "text/html",
  pdf: "application/pdf",
};

/** The kind of an uploaded file: its declared type when we know it, else its extension. */
export function mediaTypeOf(filename: string, declared: string): DocumentMediaType {
  const type = declared.split(";")[0]?.trim().toLowerCase() ?? "";
  if ((documentMediaTypes as readonly string[]).includes(type)) return type as DocumentMediaType;
  const extension = filename.toLowerCase().match(/\.([a-z]+)$/)?.[1] ?? "";
  const known = byExtension[extension];
  if (known) return known;
  throw new ApiError(
    415,
    "unsupported_document_type",
    `${filename || "The file"} is not a document we can read: upload plain text, Markdown, HTML or PDF.`,
    { allowed: [...documentMediaTypes] },
  );
}

/** PDF files start with this; anything else sent as a PDF is refused before the parser sees it. */
const pdfMagic = "%PDF-";

/** The searchable text of a file; a file without readable text is a 422 and nothing is stored. */
export async function extractText(bytes: Uint8Array, mediaType: DocumentMediaType, filename: string): Promise<string> {
  let text: string;
  if (mediaType === "application/pdf") {
    text = await pdfText(bytes, filename);
  } else {
    let decoded: string;
    try {
      decoded = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new ApiError(422, "unreadable_document", `${filename} is not UTF-8 text.`);
    }
    text = mediaType === "text/html" ? await htmlText(decoded) : decoded;
  }
  // NUL bytes cannot be stored in a PostgreSQL text column.
  text = text.replaceAll("\u0000", "").trim();
  if (!text) throw new ApiError(422, "empty_document", `${filename} holds no readable text.`);
  return text;
}

/** An HTML page's text (html-to-text loads with the first HTML document, not at start). */
export const htmlText = async (html: string) =>
  (await import("html-to-text")).convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
    ],
  });

// Built-ins the polyfills of pdf.js (pdf-parse loads its legacy build) may replace.
const builtIns = [
  JSON,
  Math,
  Object,
  Array,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Promise,
  Set.prototype,
  Map.prototype,
  ArrayBuffer.prototype,
  Uint8Array.prototype,
];

// As Node has them, taken before pdf.js is ever loaded.
const nativeBuiltIns = builtIns.map((target) => Object.entries(Object.getOwnPropertyDescriptors(target)));

/**
 * pdf.js (pdf-parse loads its legacy build, and its worker runs in this process) installs core-js polyfills
 * as its parts load, replacing built-ins Node already has (JSON.parse, Array.prototype.push,
 * Function.prototype.toString) with slower JavaScript for the whole process: every request paid for it (a
 * /v1 chat ~0.2 ms). They are put back after each PDF; what it adds that Node 20 lacks
 * (Promise.withResolvers, Set methods) stays, pdf.js needs it.
 */
function restoreBuiltIns() {
  for (const [index, target] of builtIns.entries()) {
    for (const [name, descriptor] of nativeBuiltIns[index] ?? []) {
      if (Object.getOwnPropertyDescriptor(target, name)?.value !== descriptor.value) {
        Object.defineProperty(target, name, descriptor);
      }
    }
  }
}

async function pdfText(bytes: Uint8Array, filename: string): Promise<string> {
  if (new TextDecoder().decode(bytes.subarray(0, pdfMagic.length)) !== pdfMagic) {
    throw new ApiError(422, "unreadable_document", `${filename} is not a PDF file.`);
  }
  // pdf.js may take ownership of (and detach) the buffer it is given: hand it a copy.
  const { PDFParse } = await import("pdf-parse");
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText({ pageJoiner: "" });
    return result.text;
  } catch (err) {
    throw new ApiError(422, "unreadable_document", `${filename} could not be read as a PDF: ${(err as Error).message}`);
  } finally {
    await parser.destroy().catch(() => undefined);
    restoreBuiltIns();
  }
}
