/*
 * Whether a store is open at a moment, from its weekly schedule read in its zone's own time
 * zone (Egypt's stores keep Cairo time, summer time included).
 */
import type { StoreSchedule } from '../api/wire';

/** The time zone of the shop's zones (Egypt). */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday (0 Sunday) and the seconds since midnight of a moment on a zone's clocks. */
export function localClock(at: Date, timeZone: string): { day: number; seconds: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const seconds = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second ?? 0);
  return { day: WEEKDAYS.indexOf(parts.weekday ?? ''), seconds };
}

/** Seconds since midnight of "HH:MM" or "HH:MM:SS"; null when it is no such time. */
export function secondsOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (match === null) return null;
  const [hours, minutes, seconds] = [match[1], match[2], match[3] ?? '0'].map(Number);
  if (hours === undefined || minutes === undefined || seconds === undefined) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Whether one day's hours hold a moment `seconds` into the day `offset` days after it (0 or 1). */
function covers(schedule: StoreSchedule, offset: 0 | 1, seconds: number): boolean {
  const opening = secondsOfDay(schedule.opening_time);
  const closing = secondsOfDay(schedule.closing_time);
  if (opening === null || closing === null) return false;
  if (opening === closing) return offset === 0;
  const spansMidnight = closing < opening;
  if (offset === 1) return spansMidnight && seconds < closing;
  return spansMidnight ? seconds >= opening : seconds >= opening && seconds < closing;
}

/**
 * Whether a schedule has the store open at `at` on the clocks of `timeZone`: today's hours, or
 * yesterday's when they run past midnight into today.
 */
export function isOpenAt(
  schedules: readonly StoreSchedule[],
  at: Date,
  timeZone: string = SHOP_TIME_ZONE,
): boolean {
  const { day, seconds } = localClock(at, timeZone);
  const yesterday = (day + 6) % 7;
  return schedules.some(
    (schedule) =>
      (schedule.day === day && covers(schedule, 0, seconds)) ||
      (schedule.day === yesterday && covers(schedule, 1, seconds)),
  );
}
