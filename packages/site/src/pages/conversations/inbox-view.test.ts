import { threadListQuerySchema } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import {
  filterProblem,
  type InboxView,
  inboxPageSize,
  inboxViewFromSearch,
  inboxViewToSearch,
  isFiltered,
  noFilters,
  pageCount,
  pageRangeText,
  threadFilterQuery,
  threadListQuery,
} from "./inbox-view";

const view = (part: Partial<InboxView> = {}): InboxView => ({
  filters: noFilters,
  page: 1,
  threadId: null,
  customerId: null,
  ...part,
});

describe("the inbox view in the address", () => {
  it("is empty for the plain inbox", () => {
    expect(inboxViewToSearch(view())).toBe("");
    expect(inboxViewFromSearch("")).toEqual(view());
  });

  it("round-trips every filter, the page, the open thread and the picked customer", () => {
    const full = view({
      filters: {
        key: "pk_shop123",
        origin: "https://shop.example",
        personality: "eve",
        from: "2026-05-01",
        to: "2026-05-31",
        feedback: "down",
      },
      page: 3,
      threadId: "t_abcdefgh12",
      customerId: 7,
    });
    const search = inboxViewToSearch(full);
    expect(search).toBe(
      "customer=7&key=pk_shop123&origin=https%3A%2F%2Fshop.example&personality=eve&from=2026-05-01&to=2026-05-31" +
        "&feedback=down&page=3&thread=t_abcdefgh12",
    );
    expect(inboxViewFromSearch(`?${search}`)).toEqual(full);
  });

  it("ignores what the server would refuse rather than sending it", () => {
    const read = inboxViewFromSearch(
      `feedback=maybe&from=yesterday&to=2026-13&page=-2&thread=x&customer=abc&origin=${"o".repeat(301)}`,
    );
    expect(read).toEqual(view());
  });

  it("leaves page 1 out, and reads a missing or zero page as the first", () => {
    expect(inboxViewToSearch(view({ page: 1, filters: { ...noFilters, feedback: "up" } }))).toBe("feedback=up");
    expect(inboxViewFromSearch("page=0").page).toBe(1);
    expect(inboxViewFromSearch("page=2").page).toBe(2);
  });
});

describe("the query sent to GET /api/threads", () => {
  const filtered = view({
    filters: { ...noFilters, key: " pk_a ", feedback: "none", from: "2026-01-01" },
    page: 2,
    customerId: 4,
  });

  it("carries the filters, the page's limit and offset, and parses with the contract's schema", () => {
    const query = threadListQuery(filtered, true);
    expect(query).toEqual({
      customerId: 4,
      key: "pk_a",
      feedback: "none",
      from: "2026-01-01",
      limit: inboxPageSize,
      offset: inboxPageSize,
    });
    expect(threadListQuerySchema.safeParse(query).success).toBe(true);
  });

  it("names the customer only for the administrator (a customer always sees their own)", () => {
    expect(threadFilterQuery(filtered, false)).not.toHaveProperty("customerId");
    expect(threadFilterQuery(view(), true)).toEqual({});
  });
});

describe("the filter form's checks", () => {
  it("knows when filters narrow the list", () => {
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered({ ...noFilters, origin: "https://a.example" })).toBe(true);
    expect(isFiltered({ ...noFilters, origin: "   " })).toBe(false);
  });

  it("refuses a range that ends before it starts, and dates that are not dates", () => {
    expect(filterProblem({ ...noFilters, from: "2026-05-02", to: "2026-05-01" })).toBe(
      "The start date is after the end date.",
    );
    expect(filterProblem({ ...noFilters, from: "05/01/2026" })).toMatch(/not a date/);
    expect(filterProblem({ ...noFilters, from: "2026-05-01", to: "2026-05-01" })).toBeNull();
    expect(filterProblem(noFilters)).toBeNull();
    expect(filterProblem({ ...noFilters, origin: "x".repeat(301) })).toMatch(/^An origin is written like/);
    expect(filterProblem({ ...noFilters, key: "pk_a b" })).toMatch(/^A publishable key is written like/);
  });
});

describe("paging", () => {
  it("says which threads a page shows", () => {
    expect(pageRangeText(1, 20, 57)).toBe("1–20 of 57");
    expect(pageRangeText(3, 17, 57)).toBe("41–57 of 57");
    expect(pageRangeText(1, 0, 0)).toBe("0 of 0");
  });

  it("counts at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(inboxPageSize)).toBe(1);
    expect(pageCount(inboxPageSize + 1)).toBe(2);
  });
});
