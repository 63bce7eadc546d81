import { describe, expect, it } from 'vitest';
import { positiveRating, ratingSummary } from './review';

describe('ratingSummary', () => {
  it('adds the counts up per rating with a one-decimal average', () => {
    expect(
      ratingSummary([
        { rating: 5, count: 6 },
        { rating: 4, count: 2 },
        { rating: 1, count: 1 },
      ]),
    ).toEqual({
      avg_rating: 4.3,
      rating_count: 9,
      ratings: { '1': 1, '2': 0, '3': 0, '4': 2, '5': 6 },
    });
  });

  it('is all zeros without reviews', () => {
    expect(ratingSummary([])).toEqual({
      avg_rating: 0,
      rating_count: 0,
      ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });
});

describe('positiveRating', () => {
  it('is the percent of reviews rated 4 or 5, with one decimal', () => {
    expect(
      positiveRating([
        { rating: 5, count: 1 },
        { rating: 4, count: 1 },
        { rating: 2, count: 1 },
      ]),
    ).toBe(66.7);
    expect(positiveRating([{ rating: 3, count: 4 }])).toBe(0);
  });

  it('is 0 without reviews rather than a division by zero', () => {
    expect(positiveRating([])).toBe(0);
  });
});
