import type { DashboardOverview } from "@hub-of-minds/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

/** What a story's query cache holds: data, a request that never ends, or a failure. */
export type QueryState<T> = { data: T } | { pending: true } | { error: string };

/** A query client whose answers are fixed by the story, so no story touches the network. */
export function storyQueryClient(entries: [key: string, state: QueryState<unknown>][]): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, state] of entries) {
    if ("data" in state) client.setQueryData([key], state.data);
    else if ("error" in state)
      client.setQueryDefaults([key], { queryFn: () => Promise.reject(new Error(state.error)) });
    else client.setQueryDefaults([key], { queryFn: () => new Promise(() => {}) });
  }
  return client;
}

export function WithApp({ path = "/", client, children }: { path?: string; client: QueryClient; children: ReactNode }) {
  const { hook } = memoryLocation({ path });
  return (
    <QueryClientProvider client={client}>
      <Router hook={hook}>{children}</Router>
    </QueryClientProvider>
  );
}

export const sampleOverview: DashboardOverview = {
  agents: { active: 4 },
  breakthroughs: 212,
  knowledgeBase: { size: 38, categories: 9, relationships: 154 },
  integrations: { connected: 5, total: 7 },
  interactions: 1289,
  queueStats: { pending: 2, processing: 1, completed: 1240, failed: 46 },
  recentActions: [],
};
