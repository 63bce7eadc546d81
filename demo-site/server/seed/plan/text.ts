/*
 * Small text and number helpers of the plan: slugs, dates, money.
 */

/** Lower-case ASCII kebab of an English name ("Al Nour Supermarket" → "al-nour-supermarket"). */
export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Fills "{name}" in a sign pattern. */
export function fillName(pattern: string, name: string): string {
  return pattern.replace('{name}', name);
}

const DAY_MS = 86_400_000;

/** The calendar day (UTC) `days` after `now`, as YYYY-MM-DD. */
export function isoDay(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant `hours` after `now`. */
export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}

/** The instant `days` and `minutes` before `now`. */
export function daysBefore(now: Date, days: number, minutes = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
}

/**
 * A shop price from a raw amount in pounds: rounded to a quarter pound, or to a whole pound less
 * 5 piasters (24.95). Computed in whole piasters so the result has exactly two decimals.
 */
export function shopPrice(raw: number, endsInNinetyFive: boolean): number {
  const piasters =
    endsInNinetyFive && raw >= 2
      ? Math.round(raw) * 100 - 5
      : Math.max(1, Math.round(raw * 4)) * 25;
  return piasters / 100;
}

/** Rounds to one decimal (ratings). */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
