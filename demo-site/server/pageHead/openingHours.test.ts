import { describe, expect, it } from 'vitest';
import { openingHoursSpecification } from './openingHours';

describe("a store's weekly hours as structured data", () => {
  it('writes each day with its opening and closing clock time', () => {
    expect(
      openingHoursSpecification([{ day: 1, opening_time: '09:30:00', closing_time: '17:00:00' }]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '09:30',
        closes: '17:00',
      },
    ]);
  });

  it('writes a day open around the clock as 00:00 to 23:59', () => {
    const [monday] = openingHoursSpecification([
      { day: 1, opening_time: '00:00', closing_time: '00:00' },
    ]);
    expect(monday).toMatchObject({ opens: '00:00', closes: '23:59' });
  });

  it('leaves out hours that do not read as times, or a day that is no weekday', () => {
    expect(
      openingHoursSpecification([
        { day: 2, opening_time: 'soon', closing_time: '17:00' },
        { day: 9, opening_time: '09:00', closing_time: '17:00' },
      ]),
    ).toEqual([]);
  });
});
