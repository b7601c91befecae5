import { type ThreadListQuery, threadIdSchema, threadListQuerySchema } from "@hub-of-minds/core";

/** The inbox's feedback filter; "" shows every thread. */
export type FeedbackFilter = NonNullable<ThreadListQuery["feedback"]> | "";

/** The filter form's fields, as typed: "" means "not filtered". */
export interface InboxFilters {
  key: string;
  origin: string;
  personality: string;
  from: string;
  to: string;
  feedback: FeedbackFilter;
}

/**
 * What the inbox shows, kept in the address (`/conversations?feedback=down&page=2&thread=...`), so a link or
 * the back button brings the same view back.
 */
export interface InboxView {
  filters: InboxFilters;
  /** 1-based. */
  page: number;
  /** The thread whose transcript is open. */
  threadId: string | null;
  /** The administrator's picked customer (`?customer=ID`, the customer picker's); null: every customer. */
  customerId: number | null;
}

/** Threads per page of the list. */
export const inboxPageSize = 20;

export const noFilters: InboxFilters = { key: "", origin: "", personality: "", from: "", to: "", feedback: "" };

export const feedbackFilterLabels: Readonly<Record<FeedbackFilter, string>> = {
  "": "Any or none",
  up: "Rated up",
  down: "Rated down",
  any: "Rated at all",
  none: "Not rated",
};

const filterNames = Object.keys(noFilters) as (keyof InboxFilters)[];
const fields = threadListQuerySchema.shape;
/** Each filter's check, from the contract's query schema: a value the server would refuse is left out. */
const accepts: Record<keyof InboxFilters, (value: string) => boolean> = {
  key: (value) => fields.key.safeParse(value).success,
  origin: (value) => fields.origin.safeParse(value).success,
  personality: (value) => fields.personality.safeParse(value).success,
  from: (value) => fields.from.safeParse(value).success,
  to: (value) => fields.to.safeParse(value).success,
  feedback: (value) => fields.feedback.safeParse(value).success,
};

const positive = (text: string | null): number | null => {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
};

/** Reads the view out of a query string (with or without its "?"); anything malformed is ignored. */
export function inboxViewFromSearch(search: string): InboxView {
  const params = new URLSearchParams(search);
  const filters = { ...noFilters };
  for (const name of filterNames) {
    const value = params.get(name)?.trim() ?? "";
    if (value && accepts[name](value)) (filters as Record<string, string>)[name] = value;
  }
  const thread = params.get("thread");
  return {
    filters,
    page: positive(params.get("page")) ?? 1,
    threadId: thread && threadIdSchema.safeParse(thread).success ? thread : null,
    customerId: positive(params.get("customer")),
  };
}

/** The query string of a view (no "?"), without the parts left at their defaults. */
export function inboxViewToSearch(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.customerId !== null) params.set("customer", String(view.customerId));
  for (const name of filterNames) {
    const value = view.filters[name].trim();
    if (value) params.set(name, value);
  }
  if (view.page > 1) params.set("page", String(view.page));
  if (view.threadId) params.set("thread", view.threadId);
  return params.toString();
}

/** The filters the server takes: the typed ones, and the picked customer for the administrator. */
export function threadFilterQuery(view: InboxView, asAdmin: boolean): Omit<ThreadListQuery, "limit" | "offset"> {
  const query: Omit<ThreadListQuery, "limit" | "offset"> = {};
  if (asAdmin && view.customerId !== null) query.customerId = view.customerId;
  const { key, origin, personality, from, to, feedback } = view.filters;
  if (key.trim()) query.key = key.trim();
  if (origin.trim()) query.origin = origin.trim();
  if (personality) query.personality = personality;
  if (from) query.from = from;
  if (to) query.to = to;
  if (feedback) query.feedback = feedback;
  return query;
}

/** One page of the list: the filters with the page's limit and offset. */
export function threadListQuery(view: InboxView, asAdmin: boolean): ThreadListQuery {
  return { ...threadFilterQuery(view, asAdmin), limit: inboxPageSize, offset: (view.page - 1) * inboxPageSize };
}

/** Whether any filter narrows the list (an empty list then says so, rather than "no threads yet"). */
export function isFiltered(filters: InboxFilters): boolean {
  return filterNames.some((name) => filters[name].trim() !== "");
}

/** What is wrong with the typed filters, as a sentence; null when the server would take them. */
export function filterProblem(filters: InboxFilters): string | null {
  if (filters.from && !accepts.from(filters.from)) return "The start date is not a date (YYYY-MM-DD).";
  if (filters.to && !accepts.to(filters.to)) return "The end date is not a date (YYYY-MM-DD).";
  if (filters.from && filters.to && filters.from > filters.to) return "The start date is after the end date.";
  const origin = filters.origin.trim();
  if (origin && !accepts.origin(origin)) {
    return "An origin is written like https://shop.example: no spaces, at most 300 characters.";
  }
  const key = filters.key.trim();
  if (key && !accepts.key(key)) return "A publishable key is written like pk_…: no spaces, at most 120 characters.";
  return null;
}

/** "21–40 of 57": the threads the page shows. */
export function pageRangeText(page: number, shown: number, total: number): string {
  if (shown === 0) return `0 of ${total}`;
  const first = (page - 1) * inboxPageSize + 1;
  return `${first}–${first + shown - 1} of ${total}`;
}

/** How many pages `total` threads fill (at least one). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / inboxPageSize));
}
