import { callApi, pollingIntervalsMs } from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

/** Spec 000 section 7: the overview is polled every 30 s. */
export const overviewPollMs = pollingIntervalsMs.overview;

export function useOverview() {
  return useQuery({
    queryKey: queryKeys.overview,
    queryFn: () => callApi("getDashboardOverview"),
    refetchInterval: overviewPollMs,
  });
}
