/** Seconds per lifecycle step when `SOUQ_ORDER_PACE` does not say. */
export const DEFAULT_ORDER_PACE_SECONDS = 60;

/** Seconds between two steps of the demo lifecycle (`SOUQ_ORDER_PACE`, fast in tests). */
export function orderPaceSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.SOUQ_ORDER_PACE?.trim() ?? '';
  const configured = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_ORDER_PACE_SECONDS;
}

/** When an order that is ready to move at `now` takes its next step. */
export function nextStepAfter(now: Date, env: NodeJS.ProcessEnv = process.env): Date {
  return new Date(now.getTime() + orderPaceSeconds(env) * 1000);
}
