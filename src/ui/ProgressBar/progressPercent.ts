/**
 * The whole percent a progress value shows: clamped to 0..100 and rounded, with anything that is
 * not a finite number (NaN from a 0/0 upstream) read as no progress.
 */
export function progressPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
