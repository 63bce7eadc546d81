import { describe, expect, it } from 'vitest';
import { formatIsoDay, formatIsoDayRange, isoDayInstant, shopDay, startsLater } from './isoDay';

describe('shopDay', () => {
  it('is the day on Cairo clocks, already tomorrow there late in the UTC evening', () => {
    expect(shopDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(shopDay(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26');
  });
});

describe('isoDayInstant', () => {
  it('is the day at midnight UTC', () => {
    expect(isoDayInstant('2026-11-30')?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('reads the day of a full timestamp', () => {
    expect(isoDayInstant('2026-11-30 00:00:00')?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('is null for text that names no day', () => {
    expect(isoDayInstant('soon')).toBeNull();
    expect(isoDayInstant('2026-02-30')).toBeNull();
  });
});

describe('startsLater', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('holds for a day after today on the shop clocks', () => {
    expect(startsLater('2026-11-27', now)).toBe(true);
  });

  it('does not hold for today or an earlier day', () => {
    expect(startsLater('2026-11-26', now)).toBe(false);
    expect(startsLater('2026-10-01', now)).toBe(false);
  });

  it('does not hold without a readable day', () => {
    expect(startsLater(null, now)).toBe(false);
    expect(startsLater('later', now)).toBe(false);
  });
});

describe('formatIsoDay', () => {
  it('shows the day itself wherever the shopper is', () => {
    expect(formatIsoDay('2026-11-30', 'en')).toBe('November 30, 2026');
    expect(formatIsoDay('2026-11-30', 'ar')).toBe('30 نوفمبر 2026');
  });
});

describe('formatIsoDayRange', () => {
  it('says the shared month once', () => {
    expect(formatIsoDayRange('2026-11-03', '2026-11-09', 'en')).toMatch(/^November 3\s–\s9, 2026$/);
  });
});
