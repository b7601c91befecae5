// Issue 24, done as a customer does it: signed in on /customer, they upload their handbook, bind it to a
// personality, and the chat element on their own site (another origin, their widget key) answers from it
// with a footnote that opens the handbook's passage. The hub is real; its upstream a local stand-in.

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedCustomer, PublishableKey } from "../../packages/core/src/index";
import { acceptInvitation } from "../../packages/site/e2e/account-e2e-helpers";
import { openPagePerTest } from "../../scripts/e2e/browser";
import { type HostServer, startHostServer } from "../../scripts/e2e/host-server";
import { standInHubPerFile } from "../../scripts/e2e/stand-in-hub";

const reply = "The warranty covers a flux capacitor for seven years [1].";
const stand = standInHubPerFile("customer-knowledge", reply);
const handbook =
  "# Acme handbook\n\nThe Acme warranty covers every flux capacitor for seven years from the day of delivery.\n\n" +
  "Returns: unused parts go back within 30 days.";
let host: HostServer;

let page: Page;
openPagePerTest((o) => ({ page } = o));

beforeAll(async () => {
  host = await startHostServer();
});
afterAll(async () => {
  await host?.close();
});

describe("a customer's handbook answers on their site", () => {
  it("is uploaded and bound on /customer, and the widget on another origin cites it", async () => {
    const email = `acme-${Date.now()}@example.com`;
    const password = "a-long-customer-password";
    const { customer, invitation } = await stand.admin<CreatedCustomer>("POST", "/api/customers", {
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Acme",
      plan: "pro",
      apiQuota: 50_000,
    });
    await acceptInvitation(page, invitation.link, email, password);
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.goto(`${stand.hub.baseUrl}/customer`);

    const panel = page.getByTestId("customer-knowledge");
    await panel.getByText("No knowledge yet").waitFor();
    await panel.getByLabel("New container name").fill("Handbook");
    await panel.getByRole("button", { name: "Create container" }).click();
    await panel.getByTestId("customer-knowledge-status").filter({ hasText: "Handbook created" }).waitFor();

    await panel
      .getByLabel("Document file")
      .setInputFiles({ name: "acme-handbook.md", mimeType: "text/markdown", buffer: Buffer.from(handbook) });
    await panel.getByRole("button", { name: "Add document" }).click();
    // Indexing runs after the upload answers; the row moves on to ready by itself.
    await panel.locator('[data-testid="document-row"][data-state="ready"]').waitFor({ timeout: 20_000 });

    const eve = await page.evaluate(async () => {
      const models = (await (await fetch("/api/ai-models")).json()) as { id: string; displayName: string }[];
      return models[0] as { id: string; displayName: string };
    });
    await panel.getByLabel("Personality").selectOption(eve.id);
    await panel.getByRole("button", { name: "Bind", exact: true }).click();
    await panel.getByTestId("bound-personalities").filter({ hasText: eve.displayName }).waitFor();
    // The quick test search finds the passage.
    await panel.getByLabel("Question", { exact: true }).fill("flux capacitor warranty");
    await panel.getByRole("button", { name: "Search" }).click();
    await panel.getByTestId("retrieval-hit").filter({ hasText: "seven years" }).waitFor();

    // Their own site, on another origin, with their widget key.
    const { key } = await stand.admin<PublishableKey>("POST", `/api/customers/${customer.id}/publishable-keys`, {
      allowedOrigins: [host.origin],
    });
    await page.goto(
      host.page(
        "/acme",
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme</title>
<script type="module" src="${stand.hub.baseUrl}/widgets/v1/loader.js"></script></head>
<body><main><hom-chat publishable-key="${key}" personality="${eve.id}"></hom-chat></main></body></html>`,
      ),
    );
    const chat = page.locator("hom-chat");
    await chat.getByLabel("Message", { exact: true }).fill("How long does the warranty cover a flux capacitor?");
    await chat.getByRole("button", { name: "Send" }).click();
    const sources = chat.getByRole("list", { name: "Sources" });
    await sources.waitFor({ timeout: 20_000 });
    const footnote = sources.getByRole("button").first();
    expect(await footnote.textContent()).toBe("1acme-handbook.md");
    await footnote.click();
    await chat.getByText("The Acme warranty covers every flux capacitor for seven years", { exact: false }).waitFor();
    // What reached the model: the handbook's passage in the chat's prompt (a memory job may have come after).
    const prompts = stand.standIn.requests.map((request) => JSON.stringify(request.body.messages));
    expect(prompts.some((prompt) => prompt.includes("[1] acme-handbook.md"))).toBe(true);
  });
});
