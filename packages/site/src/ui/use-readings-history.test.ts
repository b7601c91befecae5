import { apiQueryKeys } from "@hub-of-minds/core";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { readingsHistoryStore } from "./use-readings-history";

const overview = (completed: number) => ({ queueStats: { pending: 3, processing: 1, completed, failed: 2 } });

describe("the shared readings history store", () => {
  it("records each metrics poll and overview the query cache receives, once", () => {
    const client = new QueryClient();
    const store = readingsHistoryStore(client);
    let notified = 0;
    store.subscribe(() => notified++);

    client.setQueryData(apiQueryKeys.metrics, [{ metricType: "cpu", value: "97" }], { updatedAt: 5_000 });
    client.setQueryData(apiQueryKeys.metrics, [{ metricType: "cpu", value: "7" }], { updatedAt: 10_000 });
    client.setQueryData(apiQueryKeys.overview, overview(60), { updatedAt: 10_000 });
    // Another query's data is not a reading.
    client.setQueryData(["/api/agents"], [], { updatedAt: 11_000 });

    expect(store.get().metrics).toEqual([
      { at: 5_000, cpu: 97, memory: 67, network: 1.2 },
      { at: 10_000, cpu: 7, memory: 67, network: 1.2 },
    ]);
    expect(store.get().queue).toEqual([{ at: 10_000, pending: 3, processing: 1, completed: 60, failed: 2 }]);
    expect(notified).toBe(3);
  });

  it("is one store per query client, starting from readings already cached", () => {
    const client = new QueryClient();
    client.setQueryData(apiQueryKeys.metrics, [{ metricType: "memory", value: "42" }], { updatedAt: 1_000 });
    const store = readingsHistoryStore(client);
    expect(readingsHistoryStore(client)).toBe(store);
    expect(store.get().metrics.map((sample) => sample.memory)).toEqual([42]);
    expect(readingsHistoryStore(new QueryClient()).get().metrics).toEqual([]);
  });
});
