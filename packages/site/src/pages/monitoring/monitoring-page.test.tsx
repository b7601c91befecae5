import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { testRootPerTest } from "../../testing/test-root";
import { MonitoringPage } from "./monitoring-page";

const dom = testRootPerTest();

describe("MonitoringPage while the hub has not answered", () => {
  it("draws the queue section as its two chart cards, its words said to screen readers only", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await dom.render(
      <QueryClientProvider client={client}>
        <MonitoringPage />
      </QueryClientProvider>,
    );
    const queue = dom.container.querySelector('[data-testid="monitoring-queue"]');
    expect(queue?.getAttribute("data-state")).toBe("loading");
    const status = queue?.querySelector('[role="status"]');
    expect(status?.querySelectorAll('[data-testid="skeleton-card"]')).toHaveLength(2);
    expect(status?.textContent).toBe("Loading the message queue...");
    expect(status?.querySelector("span")?.className).not.toBe("");
    expect(queue?.querySelector("p")).toBeNull();
    client.clear();
  });
});
