/** One poll's readings, with when it was taken (epoch ms). */
export interface MetricSample {
  at: number;
  cpu: number;
  memory: number;
  network: number;
}

/** 60 samples of 5 s: the last five minutes. */
export const metricHistoryLength = 60;

/** Adds a sample unless it repeats the last one's time; keeps only the newest `max`. */
export function appendSample<T extends { at: number }>(
  history: readonly T[],
  sample: T,
  max = metricHistoryLength,
): T[] {
  if (history.at(-1)?.at === sample.at) return [...history];
  return [...history, sample].slice(-max);
}

/** Messages completed per second between consecutive overview polls; never negative (a restart resets counts). */
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
