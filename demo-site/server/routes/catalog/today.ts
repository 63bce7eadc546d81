/** The calendar day of an instant as PostgreSQL `date` text (UTC), for date-bounded promotions. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
