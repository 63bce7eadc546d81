/*
 * A store's weekly opening hours as the page lists them: the days in the order an Egyptian week
 * runs (Saturday first), each with its opening spans or none (a closed day), and whether the store
 * is open at a moment (switched on, and within its hours on Cairo clocks).
 */
import type { StoreDetails, StoreSchedule } from '../../src/core/api/wire';
import { isOpenAt, localClock, SHOP_TIME_ZONE, secondsOfDay } from '../../src/core/catalog';

/** The week from Saturday (6) to Friday (5), as the shop's Egyptian calendar runs it. */
export const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;

/** One opening span of a day: round the clock, or from one "HH:MM:SS" to another. */
export type OpeningSpan = { kind: 'all-day' } | { kind: 'hours'; opening: string; closing: string };

/** A day of the week (0 Sunday) and its opening spans, earliest first; none is a closed day. */
export interface DayHours {
  day: number;
  spans: OpeningSpan[];
}

const validTimes = (schedule: StoreSchedule) =>
  secondsOfDay(schedule.opening_time) !== null && secondsOfDay(schedule.closing_time) !== null;

function spanOf(schedule: StoreSchedule): OpeningSpan {
  return schedule.opening_time === schedule.closing_time
    ? { kind: 'all-day' }
    : { kind: 'hours', opening: schedule.opening_time, closing: schedule.closing_time };
}

/** One day's spans: round the clock wins over any other span of that day. */
export function dayHours(schedules: readonly StoreSchedule[], day: number): DayHours {
  const ofDay = schedules
    .filter((schedule) => schedule.day === day && validTimes(schedule))
    .sort((a, b) => (secondsOfDay(a.opening_time) ?? 0) - (secondsOfDay(b.opening_time) ?? 0))
    .map(spanOf);
  const allDay = ofDay.some((span) => span.kind === 'all-day');
  return { day, spans: allDay ? [{ kind: 'all-day' }] : ofDay };
}

/** The whole week's hours, Saturday first. */
export function weekHours(schedules: readonly StoreSchedule[]): DayHours[] {
  return WEEK_ORDER.map((day) => dayHours(schedules, day));
}

/** The weekday (0 Sunday) it is at `at` on the shop's clocks. */
export function shopWeekday(at: Date): number {
  return localClock(at, SHOP_TIME_ZONE).day;
}

/** Whether the store is switched on: 6amMart sends a boolean or 0/1; absent means on. */
export function isSwitchedOn(store: Pick<StoreDetails, 'active'>): boolean {
  return store.active !== false && store.active !== 0;
}

/** Whether the store takes orders at `at`: switched on, and within its hours. */
export function isStoreOpen(store: Pick<StoreDetails, 'active' | 'schedules'>, at: Date): boolean {
  return isSwitchedOn(store) && isOpenAt(store.schedules, at, SHOP_TIME_ZONE);
}
