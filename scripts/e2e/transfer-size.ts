import type { Page, Response } from "playwright-core";

/** One script a page loaded: its URL and the bytes that crossed the wire for its body (compressed). */
export interface ScriptTransfer {
  url: string;
  bytes: number;
  encoding: string | null;
}

/**
 * Records every script `page` loads from now on, with its body size as sent (after Content-Encoding).
 * Read the list once the page has settled (e.g. after `waitForLoadState("networkidle")`).
 */
export function recordScripts(page: Page): () => Promise<ScriptTransfer[]> {
  const responses: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") responses.push(response);
  });
  return () =>
    Promise.all(
      responses.map(async (response) => ({
        url: response.url(),
        bytes: (await response.request().sizes()).responseBodySize,
        encoding: (await response.allHeaders())["content-encoding"] ?? null,
      })),
    );
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
