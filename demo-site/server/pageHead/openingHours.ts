import type { StoreSchedule } from '../../../src/core/api/wire';
import { secondsOfDay } from '../../../src/core/catalog/openingHours';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "HH:MM" of a number of seconds into the day. */
function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * A store's weekly hours as schema.org OpeningHoursSpecification, read as `isOpenAt` reads them:
 * equal opening and closing times are the whole day (written 00:00–23:59, as search engines ask),
 * and a closing time before the opening one runs past midnight. Hours that do not read as times
 * are left out rather than guessed.
 */
export function openingHoursSpecification(schedules: readonly StoreSchedule[]): object[] {
  return schedules.flatMap((schedule) => {
    const day = DAY_NAMES[schedule.day];
    const opens = secondsOfDay(schedule.opening_time);
    const closes = secondsOfDay(schedule.closing_time);
    if (day === undefined || opens === null || closes === null) return [];
    const allDay = opens === closes;
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${day}`,
        opens: allDay ? '00:00' : clock(opens),
        closes: allDay ? '23:59' : clock(closes),
      },
    ];
  });
}
