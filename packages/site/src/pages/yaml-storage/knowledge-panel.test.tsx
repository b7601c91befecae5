import type { StorageContainer } from "@hub-of-minds/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { AdminSessionProvider } from "../../auth/admin-session";
import { testRootPerTest } from "../../testing/test-root";
import { KnowledgePanel } from "./knowledge-panel";

const dom = testRootPerTest();

const faq = {
  id: "shop-faq",
  displayName: "Shop FAQ",
  description: "Answers for visitors",
  category: "knowledge",
  currentSize: 0,
  maxSize: 1024,
  storageType: "shared",
  isActive: true,
  encryptionEnabled: false,
} as StorageContainer;

/** Types into a React-controlled input. */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("KnowledgePanel's retrieval test", () => {
  it("offers Search only once there is a question: a blank one would ask nothing", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await dom.render(
      <QueryClientProvider client={client}>
        <AdminSessionProvider>
          <KnowledgePanel containers={[faq]} />
        </AdminSessionProvider>
      </QueryClientProvider>,
    );
    const search = dom.button("Search");
    const question = dom.container.querySelector<HTMLInputElement>('form[aria-label="Search the container"] input');
    expect(search?.disabled).toBe(true);
    await act(async () => question && type(question, "   "));
    expect(search?.disabled).toBe(true);
    await act(async () => question && type(question, "Do you ship to Canada?"));
    expect(search?.disabled).toBe(false);
    client.clear();
  });
});
