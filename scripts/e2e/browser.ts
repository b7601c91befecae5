import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach } from "vitest";

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Responses a test provokes on purpose (e.g. an API 404) and allows. */
const allowedStatus = new Set<string>();

/** Collects uncaught errors, console errors and failed loads of a page, so a test can assert there are none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (message) => {
    // Chromium's own line for a failed load carries no URL; the response listener below names it.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !allowedStatus.has(response.url())) {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return errors;
}

export interface OpenedPage {
  page: Page;
  /** What `watchErrors` collects for this page. */
  errors: string[];
}

/**
 * The usual set-up of an e2e file: one browser for the file, a fresh page for each test with its errors
 * collected, closed after the test. Hooks cannot assign a file's variables, so `onPage` does, e.g.
 * `openPagePerTest((opened) => ({ page, errors } = opened))`. The browser is there for tests that open more.
 */
export function openPagePerTest(
  onPage: (opened: OpenedPage) => void,
  pageOptions?: Parameters<Browser["newPage"]>[0],
): { readonly browser: Browser } {
  let browser: Browser | undefined;
  const started = () => {
    if (!browser) throw new Error("the browser has not started (openPagePerTest's beforeAll failed?)");
    return browser;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const page = await started().newPage(pageOptions);
    // Below the test's 30 s: a wait that never ends fails at the step that waited, not as a bare timeout.
    page.setDefaultTimeout(15_000);
    onPage({ page, errors: watchErrors(page) });
    return () => page.close();
  });
  return {
    get browser() {
      return started();
    },
  };
}

/** Waits until each tag's first element has rendered content into its shadow root. */
export async function waitForRendered(page: Page, tags: readonly string[]): Promise<void> {
  for (const tag of tags) {
    await page.waitForFunction(
      (name) => (document.querySelector(name)?.shadowRoot?.textContent ?? "").length > 20,
      tag,
    );
  }
}
