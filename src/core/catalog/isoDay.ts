/*
 * Promotion dates (a campaign's start and end, a coupon's expiry) are calendar days the server
 * sends as ISO days ('2026-11-30'), meant on the shop's clocks. They are compared as days there
 * and shown as days, never shifted by the shopper's own time zone.
 */
import { formatDate, formatDateRange } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import { SHOP_TIME_ZONE } from './openingHours';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

let dayFormat: Intl.DateTimeFormat | undefined;

/** The ISO day a moment falls on, on the shop's clocks. */
export function shopDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // Read part by part: the order and separators of a formatted date differ between engines.
  const parts = Object.fromEntries(
    dayFormat.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The instant to hand `Intl.DateTimeFormat` (with `timeZone: 'UTC'`) to show an ISO day: its
 * midnight in UTC. Null when the text is no such day.
 */
export function isoDayInstant(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (match === null) return null;
  const [year, month, date] = [match[1], match[2], match[3]].map(Number);
  if (year === undefined || month === undefined || date === undefined) return null;
  const instant = new Date(Date.UTC(year, month - 1, date));
  return instant.getUTCDate() === date ? instant : null;
}

/** Whether a promotion starting on `day` has not started at `now`; an unreadable day has. */
export function startsLater(day: string | null | undefined, now: Date): boolean {
  if (!day || isoDayInstant(day) === null) return false;
  return day.slice(0, 10) > shopDay(now);
}

/** How a promotion's days are shown: the day, the month by name, the year. */
const DAY_STYLE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** An ISO day in the shopper's language ("30 November 2026"); unreadable text as it came. */
export function formatIsoDay(day: string, locale: Locale): string {
  const instant = isoDayInstant(day);
  return instant === null ? day : formatDate(instant, locale, DAY_STYLE);
}

/** Two ISO days as one span in the shopper's language ("November 3 – 9, 2026"). */
export function formatIsoDayRange(start: string, end: string, locale: Locale): string {
  const from = isoDayInstant(start);
  const to = isoDayInstant(end);
  if (from === null || to === null) return `${start} – ${end}`;
  return formatDateRange(from, to, locale, DAY_STYLE);
}
