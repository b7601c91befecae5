import { describe, expect, it } from "vitest";
import { testRootPerTest } from "../testing/test-root";
import { PageLoading } from "./page-loading";

const dom = testRootPerTest();

describe("PageLoading", () => {
  it("draws a page's header and cards while a route's code arrives, its words for screen readers only", async () => {
    await dom.render(<PageLoading />);
    const page = dom.container.querySelector('[role="status"][data-testid="page-skeleton"]');
    expect(page?.querySelectorAll('[data-testid="skeleton-card"]')).toHaveLength(4);
    expect(page?.textContent).toBe("Loading the page...");
  });
});
