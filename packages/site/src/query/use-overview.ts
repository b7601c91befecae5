import { callApi, pollingIntervalsMs } from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

/** Spec 000 section 7: the overview is polled every 30 s. */
export const overviewPollMs = pollingIntervalsMs.overview;

/** `follow`: an observer that only follows the poll (see `useReadingsHistory`), not one that asks for it. */
export function useOverview({ follow = false }: { follow?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.overview,
    queryFn: () => callApi("getDashboardOverview"),
    refetchInterval: overviewPollMs,
    ...(follow ? { retryOnMount: false } : {}),
  });
}
