import { describe, expect, it } from 'vitest';
import type { StoreSchedule } from '../api/wire';
import { isOpenAt, localClock, secondsOfDay } from './openingHours';

const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;

/** A Cairo wall-clock time in January (UTC+2, no summer time) as the instant it is. */
const cairoInJanuary = (day: number, time: string) =>
  new Date(`2026-01-${String(day).padStart(2, '0')}T${time}+02:00`);
/** A Cairo wall-clock time in July (UTC+3, summer time). */
const cairoInJuly = (day: number, time: string) =>
  new Date(`2026-07-${String(day).padStart(2, '0')}T${time}+03:00`);

const hours = (day: number, opening: string, closing: string): StoreSchedule => ({
  day,
  opening_time: opening,
  closing_time: closing,
});

describe('localClock', () => {
  it('reads the weekday and time on Cairo clocks, summer time included', () => {
    // 7 January 2026 is a Wednesday; 8 July 2026 is a Wednesday too.
    expect(localClock(cairoInJanuary(7, '09:30:15'), 'Africa/Cairo')).toEqual({
      day: WEDNESDAY,
      seconds: 9 * 3600 + 30 * 60 + 15,
    });
    expect(localClock(cairoInJuly(8, '23:59:00'), 'Africa/Cairo')).toEqual({
      day: WEDNESDAY,
      seconds: 23 * 3600 + 59 * 60,
    });
  });
});

describe('secondsOfDay', () => {
  it('reads times with and without seconds and refuses others', () => {
    expect(secondsOfDay('08:00')).toBe(8 * 3600);
    expect(secondsOfDay('23:59:59')).toBe(86_399);
    expect(secondsOfDay('24:00:00')).toBeNull();
    expect(secondsOfDay('8:00')).toBeNull();
  });
});

describe('isOpenAt', () => {
  const daytime = [hours(WEDNESDAY, '09:00:00', '22:00:00')];

  it('is open from the opening time up to, not at, the closing time', () => {
    expect(isOpenAt(daytime, cairoInJanuary(7, '09:00:00'))).toBe(true);
    expect(isOpenAt(daytime, cairoInJanuary(7, '21:59:59'))).toBe(true);
    expect(isOpenAt(daytime, cairoInJanuary(7, '22:00:00'))).toBe(false);
    expect(isOpenAt(daytime, cairoInJanuary(7, '08:59:59'))).toBe(false);
  });

  it('reads the hours on Cairo clocks, not UTC', () => {
    // 07:30 UTC is 09:30 in Cairo in winter and 10:30 in summer: open in both.
    expect(isOpenAt(daytime, new Date('2026-01-07T07:30:00Z'))).toBe(true);
    expect(isOpenAt(daytime, new Date('2026-07-08T06:30:00Z'))).toBe(true);
    // 20:30 UTC in July is 23:30 in Cairo, after closing, though 22:00 UTC is not yet reached.
    expect(isOpenAt(daytime, new Date('2026-07-08T20:30:00Z'))).toBe(false);
  });

  it('keeps hours that run past midnight open into the next morning', () => {
    const lateNight = [hours(WEDNESDAY, '18:00:00', '02:00:00')];
    expect(isOpenAt(lateNight, cairoInJanuary(7, '23:30:00'))).toBe(true);
    // Thursday 01:00 is still Wednesday's evening.
    expect(isOpenAt(lateNight, cairoInJanuary(8, '01:00:00'))).toBe(true);
    expect(isOpenAt(lateNight, cairoInJanuary(8, '02:00:00'))).toBe(false);
    // Thursday has no hours of its own, so Thursday evening is closed.
    expect(isOpenAt(lateNight, cairoInJanuary(8, '19:00:00'))).toBe(false);
    // Wednesday's early morning belongs to Tuesday, which has no hours.
    expect(isOpenAt(lateNight, cairoInJanuary(7, '01:00:00'))).toBe(false);
  });

  it('is closed all of a day with no hours', () => {
    const noFriday = [hours(THURSDAY, '08:00:00', '23:00:00'), hours(6, '08:00:00', '23:00:00')];
    expect(isOpenAt(noFriday, cairoInJanuary(9, '12:00:00'))).toBe(false);
    expect(localClock(cairoInJanuary(9, '12:00:00'), 'Africa/Cairo').day).toBe(FRIDAY);
    expect(isOpenAt([], cairoInJanuary(7, '12:00:00'))).toBe(false);
  });

  it('is open around the clock when a day opens and closes at the same time', () => {
    const allDay = [hours(WEDNESDAY, '00:00:00', '00:00:00')];
    expect(isOpenAt(allDay, cairoInJanuary(7, '00:00:00'))).toBe(true);
    expect(isOpenAt(allDay, cairoInJanuary(7, '23:59:59'))).toBe(true);
    expect(isOpenAt(allDay, cairoInJanuary(8, '00:00:00'))).toBe(false);
  });

  it('ignores hours it cannot read', () => {
    expect(isOpenAt([hours(WEDNESDAY, 'soon', '22:00:00')], cairoInJanuary(7, '12:00:00'))).toBe(
      false,
    );
  });
});
