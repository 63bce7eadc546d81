import { formatDate, type Locale } from '../../core/i18n';

/** How an order's moments read: the day and the time of day. */
const ORDER_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * An instant an order reply carries (placed, confirmed, delivered …), written for the active
 * language; text that is not an instant is shown as sent rather than as "Invalid Date".
 */
export function formatOrderTime(at: string, language: Locale): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? at : formatDate(time, language, ORDER_TIME);
}
