/** Query behaviour (spec 000, section 9): data only changes by polling, sockets or mutations. */
export const queryDefaults = {
  queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, retry: false },
  mutations: { retry: false },
} as const;

/** How often each screen re-reads its data. */
export const pollingIntervalsMs = {
  metrics: 5_000,
  configs: 5_000,
  agents: 10_000,
  integrations: 15_000,
  overview: 30_000,
} as const;

export const toastConstants = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5_000,
  swipeDirection: "right",
  swipeThreshold: 50,
  hotkey: ["F8"],
  /** From the medium breakpoint up. */
  viewportMaxWidthPx: 420,
} as const;

export const tooltipConstants = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;
