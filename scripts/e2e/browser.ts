import { type Browser, chromium, type Download, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";

/**
 * The run's one Chromium (started by global-setup.ts), connected to. A launch per file cost ~1 s of CPU on a
 * 2-core machine; a connection's contexts are closed when it closes, so files still start from nothing.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

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
    if (response.status() >= 400) {
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

type PageOptions = Parameters<Browser["newPage"]>[0];

// Calls whose effect on a page or its context cannot be undone (an init script, a fake clock, an exposed
// function): a page that saw one is replaced rather than reused.
const lastingPageCalls = ["addInitScript", "exposeBinding", "exposeFunction", "setExtraHTTPHeaders", "emulateMedia"];
const lastingClockCalls = ["install", "pauseAt", "setFixedTime", "setSystemTime", "fastForward", "runFor", "resume"];
const lastingContextCalls = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setOffline",
];

/** Makes each named method of `target` mark the page as spent before it runs. */
function markOnCall(target: object, names: readonly string[], mark: () => void) {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== "function") continue;
    methods[name] = (...args: unknown[]) => {
      mark();
      return (original as (...args: unknown[]) => unknown).apply(target, args);
    };
  }
}

/**
 * One page handed from test to test. A fresh page costs a new renderer process and a cold load of the site:
 * on a loaded 2-core machine about 1.2 s of CPU, three times a navigation in a page already open. Between
 * tests the page is put back to a fresh page's state: its listeners and routes removed, every cookie,
 * permission, storage and cache of each origin it reached cleared, other pages of its context closed, the
 * viewport and timeout as given, parked on about:blank. A test that changed it lastingly (see above) or
 * closed it gets a new one.
 */
function reusablePage(browser: () => Browser, pageOptions: PageOptions = {}) {
  let current: { page: Page; origins: Set<string>; spent: boolean } | undefined;

  async function fresh() {
    const context = await browser().newContext(pageOptions);
    const page = await context.newPage();
    const opened = { page, origins: new Set<string>(), spent: false };
    const spend = () => {
      opened.spent = true;
    };
    markOnCall(page, lastingPageCalls, spend);
    markOnCall(page.clock, lastingClockCalls, spend);
    markOnCall(context, lastingContextCalls, spend);
    markOnCall(context.clock, lastingClockCalls, spend);
    context.on("request", (request) => {
      const { origin } = new URL(request.url());
      if (origin.startsWith("http")) opened.origins.add(origin);
    });
    return opened;
  }

  async function reset(opened: NonNullable<typeof current>) {
    const { page } = opened;
    const context = page.context();
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.goto("about:blank");
    const cdp = await context.newCDPSession(page);
    try {
      for (const origin of opened.origins)
        await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
      await cdp.send("Network.clearBrowserCache");
    } finally {
      await cdp.detach();
    }
    opened.origins.clear();
    await context.clearCookies();
    await context.clearPermissions();
    await page.setViewportSize(pageOptions.viewport ?? { width: 1280, height: 720 });
  }

  return {
    /** The page for the next test, with its errors collected from here on. */
    async next(): Promise<OpenedPage> {
      if (current && (current.spent || current.page.isClosed())) {
        await current.page.context().close();
        current = undefined;
      }
      if (current) await reset(current);
      else current = await fresh();
      const { page } = current;
      // Below the test's 30 s: a wait that never ends fails at the step that waited, not as a bare timeout.
      page.setDefaultTimeout(15_000);
      page.setDefaultNavigationTimeout(15_000);
      return { page, errors: watchErrors(page) };
    },
    async close() {
      await current?.page.context().close();
      current = undefined;
    },
  };
}

/**
 * The usual set-up of an e2e file: one browser for the file, a page for each test (reused: see
 * `reusablePage`) with its errors collected. Hooks cannot assign a file's variables, so `onPage` does, e.g.
 * `openPagePerTest((opened) => ({ page, errors } = opened))`. The browser is there for tests that open more.
 */
export function openPagePerTest(
  onPage: (opened: OpenedPage) => void,
  pageOptions?: PageOptions,
): { readonly browser: Browser } {
  let browser: Browser | undefined;
  const started = () => {
    if (!browser) throw new Error("the browser has not started (openPagePerTest's beforeAll failed?)");
    return browser;
  };
  const pages = reusablePage(started, pageOptions);
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await pages.close();
    await browser?.close();
  });
  beforeEach(async () => {
    onPage(await pages.next());
  });
  return {
    get browser() {
      return started();
    },
  };
}

/** A download's content as text: the browser is remote (see connectBrowser), so it has no local path. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
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
