/*
 * A store's delivery time is kept as 6amMart keeps it, one text ("30-40 min", "1-2 hours"); the
 * API also sends it as minutes, so a client writes it in its shopper's language.
 */

/** A store's promised delivery, in minutes. */
export interface DeliveryMinutes {
  minimum_delivery_time: number;
  maximum_delivery_time: number;
}

const MINUTES_PER: Record<string, number> = { min: 1, hours: 60, days: 24 * 60 };
const DELIVERY_TIME = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*(min|hours|days)\s*$/;

/** The minutes of a 6amMart delivery time text ("30-40 min", "45 min", "1-2 hours"); null if unreadable. */
export function deliveryMinutes(text: string): DeliveryMinutes | null {
  const match = DELIVERY_TIME.exec(text);
  const [, low, high, unit] = match ?? [];
  const factor = unit === undefined ? undefined : MINUTES_PER[unit];
  if (low === undefined || factor === undefined) return null;
  return {
    minimum_delivery_time: Number(low) * factor,
    maximum_delivery_time: Number(high ?? low) * factor,
  };
}
