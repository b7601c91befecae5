// Every snippet the hub shows (the READMEs, examples/, /embed signed out and signed in), pasted unchanged
// into a page on another origin, against a hub whose upstream is a local OpenAI stand-in: each widget
// renders; a chat without a publishable key shows the hub's refusal (CORS on refusals), a chat with one
// streams its reply and bills the key's customer, in the element and in the iframe alike.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FrameLocator, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptInvitation, inviteCustomer } from "../../packages/site/e2e/account-e2e-helpers";
import { openPagePerTest } from "../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../scripts/e2e/host-server";
import { standInHubPerFile } from "../../scripts/e2e/stand-in-hub";

const root = fileURLToPath(new URL("../../", import.meta.url));
const refusal = /needs a valid publishable key/;
const stand = standInHubPerFile("snippets", "Hello from your hub.");
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

/** The tokens a customer has used (the seeded demo customer, 1, unless another is named). */
const customerUsed = async (id = 1) => {
  const answer = await fetch(`${stand.hub.baseUrl}/api/customers/${id}`, { headers: { cookie: stand.adminCookie } });
  return ((await answer.json()) as { apiUsed: number }).apiUsed;
};

let pages = 0;
/** Pastes `snippet` unchanged into the body of a page on the host's origin. */
async function paste(snippet: string): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pasted</title></head>
<body><main>${snippet}</main></body></html>`;
  await page.setViewportSize({ width: 1000, height: 4000 });
  await page.goto(host.page(`/pasted-${++pages}`, html));
}

/** Sends a message in the chat under `scope` and waits for the chat to be idle again. */
async function chatSays(scope: Locator, text: string): Promise<void> {
  await scope.getByLabel("Message", { exact: true }).fill(text);
  await scope.getByRole("button", { name: "Send" }).click();
}

const chatIn = (frame?: FrameLocator) => (frame ?? page).locator("hom-chat").first();

/** The html blocks of a README that load from the hub (the npm ones are tested by consumer.e2e.ts). */
function readmeSnippets(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(/```html\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? "")
    .filter((block) => block.includes("https://hub.example.com/widgets/"))
    .map((block) => block.replaceAll("https://hub.example.com", stand.hub.baseUrl));
}

const tagsIn = (snippet: string) => [
  ...new Set([...snippet.matchAll(/<(hom-[a-z-]+)/g)].map((match) => match[1] ?? "")),
];

describe("snippets pasted into a page on another origin", () => {
  it("README: every hub snippet renders its widgets, and a keyless chat shows the hub's refusal", async () => {
    const snippets = [...readmeSnippets("README.md"), ...readmeSnippets("packages/widgets/README.md")];
    expect(snippets.length).toBeGreaterThanOrEqual(3);
    for (const snippet of snippets) {
      await paste(snippet);
      if (snippet.includes("<iframe")) {
        const frame = page.frameLocator("iframe").first();
        await page.locator('iframe[data-hom-state="ready"]').first().waitFor();
        if (snippet.includes("/chatgpt")) {
          // A frame on the hub's origin without a key: the hub's budget answers.
          await chatSays(chatIn(frame), "Hi");
          await chatIn(frame).getByText("Hello from your hub.").waitFor();
        }
        continue;
      }
      for (const tag of tagsIn(snippet)) await page.locator(tag).first().waitFor({ state: "attached" });
      await page.waitForFunction(
        (tags) => tags.every((tag) => document.querySelector(tag)?.shadowRoot?.childElementCount),
        tagsIn(snippet).filter((tag) => tag !== "hom-chat" || !/mode="(launcher|popup)"/.test(snippet)),
      );
      if (snippet.includes("<hom-chat") && !/mode="/.test(snippet)) {
        await chatSays(chatIn(), "Hi");
        await chatIn().getByTestId("chat-toast").getByText(refusal).waitFor();
      }
    }
  });

  it("examples/plain-html: the chat without api-base talks to the hub that served the loader", async () => {
    const text = readFileSync(join(root, "examples/plain-html/index.html"), "utf8").replaceAll(
      "http://localhost:8080",
      stand.hub.baseUrl,
    );
    const body = /<main>([\s\S]*)<\/main>/.exec(text)?.[1] ?? "";
    const loader = /<script type="module" src="[^"]+loader\.js"><\/script>/.exec(text)?.[0] ?? "";
    expect(loader).not.toBe("");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) requests.push(request.url());
    });
    await paste(`${loader}\n${body.replace(/ api-base="[^"]*"/, "")}`);
    await chatSays(chatIn(), "Hi");
    await chatIn().getByTestId("chat-toast").getByText(refusal).waitFor();
    expect(requests.some((url) => url.startsWith(`${stand.hub.baseUrl}/api/openai/chat/completions`))).toBe(true);
    expect(requests.filter((url) => url.startsWith(host.origin))).toEqual([]);
  });

  it("/embed signed out: the script-tag chat shows the refusal, the iframe chat answers", async () => {
    await page.goto(`${stand.hub.baseUrl}/embed`);
    const script = (await page.getByTestId("snippet-script").textContent()) ?? "";
    const iframe = (await page.getByTestId("snippet-iframe").textContent()) ?? "";
    expect(script).toContain("<hom-chat");
    expect(script).not.toContain("publishable-key");

    await paste(script);
    await chatSays(chatIn(), "Hi");
    await chatIn().getByTestId("chat-toast").getByText(refusal).waitFor();

    const before = await customerUsed();
    await paste(iframe);
    await page.locator('iframe[data-hom-state="ready"]').waitFor();
    const frame = page.frameLocator("iframe");
    await chatSays(chatIn(frame), "Hi");
    await chatIn(frame).getByText("Hello from your hub.").waitFor();
    expect(await customerUsed()).toBe(before);
  });

  it("/embed signed in (a new key): the element and the iframe chat answer and bill the key's customer", async () => {
    // Widget keys belong to a signed-in customer: a new one, invited by the administrator, signs in.
    const { email, created } = await inviteCustomer(stand.hub.baseUrl, stand.adminPassword, "snippets");
    await acceptInvitation(page, created.invitation.link, email, "snippets-customer-password");
    await page.waitForURL(`${stand.hub.baseUrl}/customer`);
    await page.goto(`${stand.hub.baseUrl}/embed`);
    const panel = page.getByRole("region", { name: "Publishable key for other sites" });
    await panel.getByLabel("Site origin").fill(host.origin);
    await panel.getByRole("button", { name: "Create key" }).click();
    await panel.getByRole("button", { name: "Use in snippets" }).click();
    const script = (await page.getByTestId("snippet-script").textContent()) ?? "";
    const iframe = (await page.getByTestId("snippet-iframe").textContent()) ?? "";
    expect(script).toContain('publishable-key="pk_');
    const used = () => customerUsed(created.customer.id);
    for (const snippet of [script, iframe]) {
      const before = await used();
      await paste(snippet);
      const frame = snippet.includes("<iframe") ? page.frameLocator("iframe") : undefined;
      if (frame) await page.locator('iframe[data-hom-state="ready"]').waitFor();
      await chatSays(chatIn(frame), "Hi");
      await chatIn(frame).getByText("Hello from your hub.").waitFor();
      await expect.poll(used).toBeGreaterThan(before);
    }
  });
});
