import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { widgetTags } from "../../packages/widgets/e2e/widget-host";
import { toChatModel } from "../../packages/widgets/src/chat/chat-options";
import { openPagePerTest, waitForRendered } from "../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../scripts/e2e/host-server";

const baseUrl = inject("baseUrl");
const examples = fileURLToPath(new URL("..", import.meta.url));
let host: HostServer;
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));

beforeAll(async () => {
  host = await startHostServer();
});
afterAll(async () => {
  await host?.close();
});

/** Serves an example's file on the host origin, pointing it at this run's hub instead of localhost:8080. */
function serve(path: string, file: string, extraHead = ""): string {
  const text = readFileSync(join(examples, file), "utf8").replaceAll("http://localhost:8080", baseUrl);
  return host.page(path, extraHead ? text.replace("<head>", `<head>${extraHead}`) : text);
}

describe("examples", () => {
  it("plain-html: the loader upgrades all five tags, events reach the page, and a strict CSP sees no violation", async () => {
    const csp = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${baseUrl}; style-src 'self'">`;
    const url = serve("/plain/index.html", "plain-html/index.html", csp);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.route(`${host.origin}/plain/events.js`, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: readFileSync(join(examples, "plain-html/events.js"), "utf8"),
      }),
    );
    await page.route(`${host.origin}/plain/site.css`, (route) =>
      route.fulfill({ contentType: "text/css", body: readFileSync(join(examples, "plain-html/site.css"), "utf8") }),
    );
    await page.setViewportSize({ width: 1000, height: 6000 });
    await page.goto(url);
    await waitForRendered(page, widgetTags);
    await page.locator("hom-personalities").getByTestId("personality-card").first().click();
    await page.getByText(/^hom-personality-selected: /).waitFor();
    // The host themes a widget through --hom-* custom properties set on the element.
    const accent = await page.evaluate(() => {
      const root = document.querySelector("hom-consciousness")?.shadowRoot?.querySelector("section");
      return root ? getComputedStyle(root).getPropertyValue("--hom-color-accent").trim() : "";
    });
    expect(accent).toBe("#e0457b");
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("iframes: the five iframe pages load, are sized, send their events to the host page and take its theme", async () => {
    await page.route(`${host.origin}/frames/iframes.css`, (route) =>
      route.fulfill({ contentType: "text/css", body: readFileSync(join(examples, "iframes/iframes.css"), "utf8") }),
    );
    await page.route(`${host.origin}/frames/iframes.js`, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: readFileSync(join(examples, "iframes/iframes.js"), "utf8").replaceAll("http://localhost:8080", baseUrl),
      }),
    );
    await page.goto(serve("/frames/index.html", "iframes/index.html"));
    await page.waitForFunction(() =>
      [...document.querySelectorAll("iframe")].every(
        (frame) => Number.parseInt(frame.style.height, 10) > 250 && frame.dataset.homState === "ready",
      ),
    );
    expect(await page.locator("iframe").count()).toBe(5);
    // An event inside a frame arrives on the host page, on the <iframe>, with the element's detail.
    const personalities = page.frameLocator('iframe[title="AI Personalities"]');
    await personalities.locator("hom-personalities").getByTestId("personality-card").first().click();
    await page.getByText(/^hom-personality-selected from "AI Personalities": \{"id":/).waitFor();
    // The host switches every frame's theme through the protocol.
    await page.getByRole("button", { name: "Switch the frames to light" }).click();
    const agent = page.frameLocator('iframe[title="Agent Zero"]').locator("hom-agent-zero");
    await expect.poll(() => agent.getAttribute("theme")).toBe("light");
    expect(errors).toEqual([]);
  });

  it("react-app: React 19 renders the custom elements with typed props and receives their events", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "hom-react-example-"));
    try {
      await build({
        configFile: join(examples, "react-app/vite.config.ts"),
        build: { outDir, emptyOutDir: true },
        define: { "import.meta.env.VITE_HUB_ORIGIN": JSON.stringify(baseUrl) },
        logLevel: "error",
      });
      const files = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) =>
          statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
        );
      for (const file of files(outDir).filter((name) => !name.endsWith(".html"))) {
        const path = `/react/${relative(outDir, file)}`;
        const body = readFileSync(file, "utf8");
        const contentType = file.endsWith(".css") ? "text/css" : "text/javascript";
        await page.route(`${host.origin}${path}`, (route) => route.fulfill({ contentType, body }));
      }
      const index = readFileSync(join(outDir, "index.html"), "utf8").replaceAll('="/assets/', '="/react/assets/');
      await page.goto(host.page("/react/index.html", index));
      await page.locator("hom-personalities").getByTestId("personality-card").first().waitFor();
      await page.locator("hom-chat").getByRole("heading", { name: "Chat", exact: true }).waitFor();
      // The app asks for gpt-4o; the widget sends it when the hub offers it, else the hub's first model (a
      // provider key saved by another file of this run changes what the shared hub offers).
      const offered = (await (await fetch(`${baseUrl}/api/chat-models`)).json()) as { models: { id: string }[] };
      const model = toChatModel(
        "gpt-4o",
        offered.models.map((choice) => choice.id),
      );
      expect(await page.locator("hom-chat").getByRole("combobox").first().inputValue()).toBe(model);
      await page.locator("hom-personalities").getByTestId("personality-card").nth(1).click();
      await page.getByText("Selected: Sophia Chen").waitFor();
      await page.getByRole("button", { name: "Switch to light" }).click();
      expect(await page.locator("hom-chat").getAttribute("theme")).toBe("light");
      expect(errors).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
