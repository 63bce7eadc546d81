import { describe, expect, it } from 'vitest';
import type { StoreSchedule } from '../../src/core/api/wire';
import { dayHours, isStoreOpen, shopWeekday, WEEK_ORDER, weekHours } from './weekHours';

const slot = (day: number, opening: string, closing: string): StoreSchedule => ({
  day,
  opening_time: opening,
  closing_time: closing,
});

describe('weekHours', () => {
  it('runs Saturday to Friday', () => {
    expect(weekHours([]).map((hours) => hours.day)).toEqual([...WEEK_ORDER]);
    expect(WEEK_ORDER).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('gives a day without hours no spans (closed)', () => {
    expect(dayHours([slot(1, '09:00:00', '17:00:00')], 5)).toEqual({ day: 5, spans: [] });
  });

  it('reads equal times as round the clock, whatever else the day holds', () => {
    const schedules = [slot(2, '09:00:00', '12:00:00'), slot(2, '00:00:00', '00:00:00')];
    expect(dayHours(schedules, 2).spans).toEqual([{ kind: 'all-day' }]);
  });

  it('lists a split day earliest first and leaves out times that are no times', () => {
    const schedules = [
      slot(3, '17:00:00', '23:00:00'),
      slot(3, '08:00:00', '12:00:00'),
      slot(3, '25:00:00', '26:00:00'),
    ];
    expect(dayHours(schedules, 3).spans).toEqual([
      { kind: 'hours', opening: '08:00:00', closing: '12:00:00' },
      { kind: 'hours', opening: '17:00:00', closing: '23:00:00' },
    ]);
  });
});

describe('isStoreOpen', () => {
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => slot(day, '09:00:00', '17:00:00'));
  // 10:00 in Cairo (UTC+2 in winter).
  const morning = new Date('2026-01-14T08:00:00Z');
  const night = new Date('2026-01-14T20:00:00Z');

  it('is open within its hours on Cairo clocks and closed outside them', () => {
    expect(isStoreOpen({ active: true, schedules: everyDay }, morning)).toBe(true);
    expect(isStoreOpen({ active: true, schedules: everyDay }, night)).toBe(false);
  });

  it('is closed when switched off, whatever its hours', () => {
    expect(isStoreOpen({ active: false, schedules: everyDay }, morning)).toBe(false);
    expect(isStoreOpen({ active: 0, schedules: everyDay }, morning)).toBe(false);
  });

  it('knows the weekday on Cairo clocks', () => {
    // 23:30 UTC on a Wednesday is already Thursday in Cairo.
    expect(shopWeekday(new Date('2026-01-14T23:30:00Z'))).toBe(4);
  });
});
