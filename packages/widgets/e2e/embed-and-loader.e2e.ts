import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPagePerTest } from "../../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../../scripts/e2e/host-server";
import { widgetManifest } from "./widget-host";

const baseUrl = inject("baseUrl");
let host: HostServer;
let page: Page;
let errors: string[];
openPagePerTest((opened) => ({ page, errors } = opened));
let pages = 0;

beforeAll(async () => {
  host = await startHostServer();
});
afterAll(async () => {
  await host?.close();
});

const frameNames = {
  consciousness: "hom-consciousness",
  "ai-personalities": "hom-personalities",
  chatgpt: "hom-chat",
  "idea-cosmos": "hom-idea-cosmos",
  "agent-zero": "hom-agent-zero",
} as const;

describe("iframe pages", () => {
  it("serve each widget standalone at /widgets/v1/<name>, /widgets/<name> and /widget/<name>, options from the query", async () => {
    for (const [name, tag] of Object.entries(frameNames)) {
      for (const prefix of ["widgets/v1", "widgets", "widget"]) {
        const response = await fetch(`${baseUrl}/${prefix}/${name}?theme=dark&level=high&bogus=1`);
        expect(response.status, `${prefix}/${name}`).toBe(200);
        expect(response.headers.get("content-security-policy")).toContain("script-src 'self'; style-src 'self'");
        const html = await response.text();
        expect(html).toContain(`<${tag} theme="dark"`);
        expect(html).not.toContain("bogus");
        expect(html).toContain(`/widgets/v1/${widgetManifest()[tag]}`);
      }
    }
    await page.goto(`${baseUrl}/widgets/ai-personalities?theme=dark&level=high`);
    await page.locator("hom-personalities").getByTestId("personality-card").first().waitFor();
    expect(await page.locator("hom-personalities").getByLabel("Level").inputValue()).toBe("high");
    expect(await page.evaluate(() => document.body.children.length)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("report their height to the embedding origin only; the host helper applies it and ignores strangers", async () => {
    const html = `<!doctype html><html lang="en"><head><title>Iframe host</title>
      <script type="module" src="${baseUrl}/widgets/embed.js"></script>
      <script>
        window.__messages = [];
        addEventListener("message", (event) => window.__messages.push({ origin: event.origin, data: event.data }));
      </script></head>
      <body><iframe id="agent" title="Agent Zero" src="${baseUrl}/widgets/agent-zero?theme=dark" style="width:520px;height:150px;border:0"></iframe></body></html>`;
    await page.goto(host.page(`/iframes-${++pages}`, html));
    await page.waitForFunction(
      () => Number.parseInt((document.getElementById("agent") as HTMLIFrameElement).style.height, 10) > 400,
    );
    const messages = await page.evaluate(
      () => (window as unknown as { __messages: { origin: string; data: unknown }[] }).__messages,
    );
    const resizes = messages.filter((message) => (message.data as { type?: string }).type === "resize");
    expect(resizes.length).toBeGreaterThan(0);
    for (const message of messages) expect(message.origin).toBe(baseUrl);
    for (const message of resizes) {
      expect(message.data).toEqual({ ns: "hom", v: 1, type: "resize", height: expect.any(Number) });
    }
    const applied = await page.evaluate(() => (document.getElementById("agent") as HTMLIFrameElement).style.height);
    const last = resizes.at(-1)?.data as { height: number } | undefined;
    expect(applied).toBe(`${last?.height}px`);

    // A message from the host's own origin (not the hub) is ignored.
    await page.evaluate(() => window.postMessage({ ns: "hom", v: 1, type: "resize", height: 7 }, "*"));
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (document.getElementById("agent") as HTMLIFrameElement).style.height)).toBe(
      applied,
    );
    expect(errors).toEqual([]);
  });

  it("speak protocol v1 both ways: ready, the widget's events on the <iframe>, setTheme and setAttributes", async () => {
    const html = `<!doctype html><html lang="en"><head><title>Protocol host</title>
      <script type="module">
        import { setAttributes, setTheme } from "${baseUrl}/widgets/v1/embed.js";
        window.__events = [];
        const frame = document.getElementById("ideas");
        for (const name of ["hom-ready", "hom-idea-submitted"]) {
          frame.addEventListener(name, (event) => window.__events.push({ name, detail: event.detail }));
        }
        window.__protocol = { setAttributes, setTheme };
      </script></head>
      <body><iframe id="ideas" title="Idea Cosmos" src="${baseUrl}/widgets/v1/idea-cosmos?theme=dark&seed=1"
        style="width:520px;border:0"></iframe></body></html>`;
    await page.goto(host.page(`/protocol-${++pages}`, html));
    await page.waitForFunction(() => document.getElementById("ideas")?.dataset.homState === "ready");
    const events = () =>
      page.evaluate(() => (window as unknown as { __events: { name: string; detail: unknown }[] }).__events);
    expect(await events()).toContainEqual({ name: "hom-ready", detail: { widget: "hom-idea-cosmos" } });

    type Protocol = {
      setAttributes(f: Element | null, a: Record<string, string | null>): void;
      setTheme(f: Element | null, t: string): void;
    };
    await page.evaluate(() => {
      const protocol = (window as unknown as { __protocol: Protocol }).__protocol;
      const frame = document.getElementById("ideas");
      protocol.setTheme(frame, "light");
      protocol.setAttributes(frame, { author: "Host Page", onclick: "alert(1)" });
    });
    const widget = page.frameLocator("#ideas").locator("hom-idea-cosmos");
    await expect.poll(() => widget.getAttribute("theme")).toBe("light");
    await expect.poll(() => widget.getAttribute("author")).toBe("Host Page");
    expect(await widget.getAttribute("onclick")).toBeNull();

    // A message posted to the frame from another origin than its embedder's is ignored.
    const frame = page.frames().find((candidate) => candidate.url().includes("/widgets/v1/idea-cosmos"));
    await frame?.evaluate(() => window.postMessage({ ns: "hom", v: 1, type: "setTheme", theme: "dark" }, "*"));
    await page.waitForTimeout(200);
    expect(await widget.getAttribute("theme")).toBe("light");

    await widget.getByLabel("Share an idea with the cosmos").fill("Protocols are promises");
    await widget.getByRole("button", { name: "Release Idea" }).click();
    await expect
      .poll(async () => (await events()).map((event) => event.name), { timeout: 8000 })
      .toContain("hom-idea-submitted");
    const submitted = (await events()).find((event) => event.name === "hom-idea-submitted");
    expect(submitted?.detail).toMatchObject({ idea: "Protocols are promises", submittedBy: "Host Page" });
    expect(errors).toEqual([]);
  });

  it("tell a host script that loads after them that they are ready, and their height", async () => {
    // No embed.js yet: the frame says `ready` and its height to a page that does not listen.
    const html = `<!doctype html><html lang="en"><head><title>Late host</title></head>
      <body><iframe id="agent" title="Agent Zero" src="${baseUrl}/widgets/v1/agent-zero?theme=dark"
        style="width:520px;height:150px;border:0"></iframe></body></html>`;
    await page.goto(host.page(`/late-${++pages}`, html));
    const widget = page.frameLocator("#agent").locator("hom-agent-zero");
    await widget.getByText("Unlimited Eternal Authority").first().waitFor();
    await page.evaluate(() => {
      const frame = document.getElementById("agent");
      (window as unknown as { __ready: unknown[] }).__ready = [];
      frame?.addEventListener("hom-ready", (event) =>
        (window as unknown as { __ready: unknown[] }).__ready.push((event as CustomEvent).detail),
      );
    });
    expect(await page.evaluate(() => document.getElementById("agent")?.dataset.homState)).toBeUndefined();

    await page.addScriptTag({ type: "module", url: `${baseUrl}/widgets/v1/embed.js` });
    await page.waitForFunction(() => document.getElementById("agent")?.dataset.homState === "ready");
    expect(await page.evaluate(() => (window as unknown as { __ready: unknown[] }).__ready)).toEqual([
      { widget: "hom-agent-zero" },
    ]);
    await page.waitForFunction(
      () => Number.parseInt((document.getElementById("agent") as HTMLIFrameElement).style.height, 10) > 400,
    );
    expect(errors).toEqual([]);
  });

  it("stay silent without an embedding origin and run under their strict CSP without a violation", async () => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective));
    });
    await page.goto(`${baseUrl}/widgets/consciousness`);
    await page.locator("hom-consciousness").getByText("Nonlinear Phase α-7").waitFor();
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("/widgets/v1/loader.js", () => {
  it("is small and short-cached, the same file as its unversioned alias; the bundles are immutable", async () => {
    const versioned = await fetch(`${baseUrl}/widgets/v1/loader.js`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get("cache-control")).toBe("public, max-age=300");
    const code = await versioned.text();
    expect(code.length).toBeLessThan(1500);
    expect(await (await fetch(`${baseUrl}/widgets/loader.js`)).text()).toBe(code);
    const bundle = await fetch(`${baseUrl}/widgets/v1/${widgetManifest()["hom-chat"]}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("downloads only the bundles of tags present, when they come near the viewport, and upgrades later ones", async () => {
    // Bundles by their file names in the build's manifest: a content hash may begin with "-" (hom-chat--CAq4….js),
    // so a tag is not read off a file name.
    const tagOfFile = new Map(Object.entries(widgetManifest()).map(([tag, file]) => [`/widgets/v1/${file}`, tag]));
    const requested: string[] = [];
    page.on("request", (request) => {
      const tag = tagOfFile.get(new URL(request.url()).pathname);
      if (tag) requested.push(tag);
    });
    const html = `<!doctype html><html lang="en"><head><title>Loader host</title>
      <script type="module" src="${baseUrl}/widgets/v1/loader.js"></script></head>
      <body><main><hom-agent-zero seed="2"></hom-agent-zero>
      <div style="height:5000px"></div><hom-chat id="far"></hom-chat></main></body></html>`;
    await page.goto(host.page(`/loader-${++pages}`, html));
    await page.waitForFunction(() => customElements.get("hom-agent-zero") !== undefined);
    await page.waitForTimeout(300);
    expect(requested).toEqual(["hom-agent-zero"]);
    expect(await page.evaluate(() => customElements.get("hom-chat") === undefined)).toBe(true);

    await page.evaluate(() => document.getElementById("far")?.scrollIntoView());
    await page.waitForFunction(() => customElements.get("hom-chat") !== undefined);
    await page.locator("hom-chat").getByRole("heading", { name: "Chat", exact: true }).waitFor();

    await page.evaluate(() => {
      window.scrollTo(0, 0);
      document.querySelector("main")?.insertAdjacentHTML("afterbegin", '<hom-idea-cosmos seed="1"></hom-idea-cosmos>');
    });
    await page.waitForFunction(() => customElements.get("hom-idea-cosmos") !== undefined);
    await page.locator("hom-idea-cosmos").getByText("Release Idea").waitFor();
    expect(requested.sort()).toEqual(["hom-agent-zero", "hom-chat", "hom-idea-cosmos"]);
    expect(errors).toEqual([]);
  });
});
