import { describe, expect, it } from "vitest";
import { testRootPerTest } from "../testing/test-root";
import { LoadingState } from "./query-states";

const dom = testRootPerTest();

describe("LoadingState", () => {
  it("draws a list's rows, its label said to screen readers only", async () => {
    await dom.render(<LoadingState label="Loading agents..." />);
    const status = dom.container.querySelector('[role="status"]');
    expect(status?.querySelectorAll('[data-testid="skeleton-row"]')).toHaveLength(4);
    expect(status?.textContent).toBe("Loading agents...");
  });

  it("draws a page as its header card and three cards", async () => {
    await dom.render(<LoadingState label="Loading your usage..." shape="page" />);
    const page = dom.container.querySelector('[role="status"][data-testid="page-skeleton"]');
    expect(page?.querySelectorAll('[data-testid="skeleton-card"]')).toHaveLength(4);
    expect(page?.textContent).toBe("Loading your usage...");
  });

  it("draws charts as blocks of their height, legend included", async () => {
    await dom.render(<LoadingState label="Loading the chart..." shape="charts" chartHeights={[180, 120]} />);
    const charts = dom.container.querySelector('[role="status"][data-testid="charts-skeleton"]');
    const blocks = [...(charts?.querySelectorAll<HTMLElement>("span[aria-hidden]") ?? [])];
    expect(blocks.map((block) => block.style.height)).toEqual(["220px", "160px"]);
    expect(charts?.textContent).toBe("Loading the chart...");
  });
});
