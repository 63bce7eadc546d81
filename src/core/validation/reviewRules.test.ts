import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRating, checkReviewComment } from './reviewRules';

describe('a review', () => {
  it('accepts 1 to 5 stars', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(checkRating(stars)).toBeNull();
  });

  it.each([null, undefined, 0])('asks for a rating when it is %s', (rating) => {
    expect(checkRating(rating)).toEqual({ key: 'Rating is required' });
  });

  it('refuses every other number', () => {
    fc.assert(
      fc.property(fc.double(), (rating) => {
        fc.pre(rating !== 0 && !(Number.isInteger(rating) && rating >= 1 && rating <= 5));
        expect(checkRating(rating)).toEqual({ key: 'Rating must be a whole number from 1 to 5' });
      }),
    );
  });

  it('needs a comment', () => {
    expect(checkReviewComment('Fresh and on time')).toBeNull();
    expect(checkReviewComment('   ')).toEqual({ key: 'Comment is required' });
  });
});
