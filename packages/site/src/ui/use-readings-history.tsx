import { type DashboardOverview, readSystemMetrics, type SystemMetric } from "@hub-of-minds/core";
import { hashKey, type Query, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState, useSyncExternalStore } from "react";
import { queryKeys } from "../query/query-keys";
import { useSystemMetrics } from "../query/use-hub-queries";
import { useOverview } from "../query/use-overview";
import {
  emptyReadingsHistory,
  type ReadingsEvent,
  type ReadingsHistory,
  readingsHistoryReducer,
} from "./readings-history";

export interface ReadingsHistoryStore {
  get(): ReadingsHistory;
  dispatch(event: ReadingsEvent): void;
  subscribe(listener: () => void): () => void;
}

/** The event a finished fetch of the metrics or the overview adds to the history, if any. */
function eventOf(query: Query): ReadingsEvent | undefined {
  const { data, dataUpdatedAt } = query.state;
  if (data === undefined || dataUpdatedAt === 0) return undefined;
  if (query.queryHash === hashKey(queryKeys.metrics)) {
    return { type: "metrics", sample: { at: dataUpdatedAt, ...readSystemMetrics(data as SystemMetric[]) } };
  }
  if (query.queryHash === hashKey(queryKeys.overview)) {
    return { type: "queue", sample: { at: dataUpdatedAt, ...(data as DashboardOverview).queueStats } };
  }
  return undefined;
}

/**
 * One history per query client (the app has one; each story its own), fed by the query cache itself: every
 * successful metrics poll or overview load is recorded once, whichever page asked for it, so the dashboard
 * and /monitoring draw the same readings and the history survives going from one to the other.
 */
const stores = new WeakMap<QueryClient, ReadingsHistoryStore>();

export function readingsHistoryStore(client: QueryClient): ReadingsHistoryStore {
  const existing = stores.get(client);
  if (existing) return existing;
  let state = emptyReadingsHistory;
  const listeners = new Set<() => void>();
  const store: ReadingsHistoryStore = {
    get: () => state,
    dispatch(event) {
      const next = readingsHistoryReducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const cache = client.getQueryCache();
  // Readings already in the cache (a page opened before the first chart) start the history.
  for (const query of cache.getAll()) {
    const event = eventOf(query);
    if (event) store.dispatch(event);
  }
  cache.subscribe((cacheEvent) => {
    if (cacheEvent.type !== "updated" || cacheEvent.action.type !== "success") return;
    const event = eventOf(cacheEvent.query);
    if (event) store.dispatch(event);
  });
  stores.set(client, store);
  return store;
}

/**
 * The shared history, and the two polls that feed it (kept running while a chart is shown). The charts only
 * follow the polls: a chart mounting in a page's error state must not fetch again (a fetch with no data yet
 * puts the query back to pending, the page back to its skeleton, which unmounts the chart: on a hub that
 * answered 503 the dashboard looped, fetching without end).
 */
export function useReadingsHistory(): ReadingsHistory {
  useSystemMetrics({ follow: true });
  useOverview({ follow: true });
  const store = readingsHistoryStore(useQueryClient());
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Starts this query client's history from `history` before the children read it (stories, previews). */
export function WithReadingsHistory({ history, children }: { history: ReadingsHistory; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    const store = readingsHistoryStore(client);
    for (const sample of history.metrics) store.dispatch({ type: "metrics", sample });
    for (const sample of history.queue) store.dispatch({ type: "queue", sample });
  });
  return children;
}
