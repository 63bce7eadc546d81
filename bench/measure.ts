/** Median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[middle] ?? 0);
}

/** The value below which `p` percent of the values fall (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** Rounds for display without float noise. */
export function round(value: number, places: number): number {
  return Number(value.toFixed(places));
}

/** How a timing is taken: warm-up calls, then batches whose mean per call is one sample. */
export interface TimingPlan {
  warmUpCalls: number;
  batches: number;
  callsPerBatch: number;
}

/**
 * Times `work` per call in microseconds: median and p95 over batch means. `work` returns a number
 * that is summed, so the engine cannot drop calls whose result is unread.
 */
export function timePerCall(work: () => number, plan: TimingPlan): { median: number; p95: number } {
  let sink = 0;
  for (let call = 0; call < plan.warmUpCalls; call += 1) sink += work();
  const samples: number[] = [];
  for (let batch = 0; batch < plan.batches; batch += 1) {
    const start = performance.now();
    for (let call = 0; call < plan.callsPerBatch; call += 1) sink += work();
    samples.push(((performance.now() - start) * 1000) / plan.callsPerBatch);
  }
  if (!Number.isFinite(sink))
    throw new Error('the timed work returned something that is not a number');
  return { median: median(samples), p95: percentile(samples, 95) };
}
