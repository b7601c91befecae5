// The /monitoring page's own figures from the shared history (the dashboard shows none of them).

import { queueCadence } from "../../ui/readings-history";

/** A rate needs two counts, so its chart (two rates) needs three. */
export const throughputWaitingLabel = `Collecting queue counts (${queueCadence}): the rates start with the third.`;

/** Messages completed per second between consecutive overviews; never negative (a restart resets counts). */
export function throughputSeries(samples: readonly { at: number; completed: number }[]): number[] {
  const rates: number[] = [];
  for (let index = 1; index < samples.length; index++) {
    const previous = samples[index - 1];
    const current = samples[index];
    if (!previous || !current) continue;
    const seconds = (current.at - previous.at) / 1000;
    rates.push(seconds > 0 ? Math.max(0, (current.completed - previous.completed) / seconds) : 0);
  }
  return rates;
}

export interface SeriesSummary {
  latest: number;
  average: number;
  peak: number;
}

export function summarize(values: readonly number[]): SeriesSummary {
  if (values.length === 0) return { latest: 0, average: 0, peak: 0 };
  const sum = values.reduce((total, value) => total + value, 0);
  return { latest: values.at(-1) ?? 0, average: sum / values.length, peak: Math.max(...values) };
}
