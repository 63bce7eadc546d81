import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVariationSelection } from './variationSelectionRule';

const bounds = fc
  .tuple(fc.nat({ max: 10 }), fc.nat({ max: 10 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));

describe('choosing options of a variation group', () => {
  it('accepts every count between the minimum and the maximum', () => {
    fc.assert(
      fc.property(bounds, fc.boolean(), fc.nat({ max: 10 }), ({ min, max }, required, pick) => {
        const count = min + (pick % (max - min + 1));
        expect(checkVariationSelection(count, { min, max, required })).toBeNull();
      }),
    );
  });

  it('refuses every count outside them, saying which', () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: 1, max: 20 }), ({ min, max }, count) => {
        fc.pre(count < min || count > max);
        expect(checkVariationSelection(count, { min, max, required: true })).toEqual({
          key: 'Select between {min} and {max} options',
          values: { min, max },
        });
      }),
    );
  });

  it('lets an optional group be left empty, but not a required one', () => {
    expect(checkVariationSelection(0, { min: 1, max: 3, required: false })).toBeNull();
    expect(checkVariationSelection(0, { min: 1, max: 3, required: true })).toEqual({
      key: 'Select between {min} and {max} options',
      values: { min: 1, max: 3 },
    });
  });
});
