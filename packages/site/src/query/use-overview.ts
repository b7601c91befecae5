import { getDashboardOverview, overviewPath } from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";

/** Spec 000 section 7: the overview is polled every 30 s. */
export const overviewPollMs = 30_000;

export function useOverview() {
  return useQuery({ queryKey: [overviewPath], queryFn: () => getDashboardOverview(), refetchInterval: overviewPollMs });
}
